import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

/**
 * End-to-end tests against the whole local stack (`infra/local/start.ts`) serving the built
 * frontend. Build first: `npm run build && npx playwright test -c test/e2e/playwright.config.ts`.
 * Chromium is Debian's, launched as test/support/chromium.ts says: nothing may resolve a host but
 * 127.0.0.1/localhost.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Per port, so engineers running their specs at once don't delete each other's artifacts.
  outputDir: `${repoRoot}test-results/e2e${process.env.E2E_PORT ? `-${PORT}` : ''}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${repoRoot}.test-reports/e2e.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'npx tsx infra/local/start.ts --reset --no-build',
    cwd: repoRoot,
    // The author's password is ready to use; admin-account*.spec.ts invite their own users to walk the first sign-in.
    env: { PORT: String(PORT), DATA_DIR: `.data/e2e-${PORT}`, TABLE_IN_MEMORY: 'true', LOCAL_ADMIN_READY: 'true' },
    url: `http://127.0.0.1:${PORT}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
