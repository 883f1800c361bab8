import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../support/chromium';
import { TEST_EMAIL_CEILING_SCALE } from '../support/stack-settings';
import { LOCAL_TEST_CLOCK_ENV } from '../../infra/local/settings';
import { E2E_BASE_PORT, E2E_PORT, E2E_WORKERS, e2ePortOf } from './ports';

/**
 * End-to-end tests against the whole local stack (`infra/local/start.ts`) serving the built
 * frontend. Build first: `npm run build && npx playwright test -c test/e2e/playwright.config.ts`.
 * Chromium is Debian's, launched as test/support/chromium.ts says: nothing may resolve a host but
 * 127.0.0.1/localhost.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Per port, so engineers running their specs at once don't delete each other's artifacts.
  outputDir: `${repoRoot}test-results/e2e${process.env.E2E_PORT ? `-${E2E_BASE_PORT}` : ''}`,
  // A spec file's tests run in order in one worker; the workers run files side by side, each against its own stack.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The limit every test has (issue 27): an author's flow, which walks several screens and runs
  // axe, takes 25 to 33 s on a loaded 2-core machine; a longer one names its reason in the README.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${repoRoot}.test-reports/e2e.json` }]],
  use: {
    // Read in each worker, whose TEST_PARALLEL_INDEX picks its stack (./ports.ts).
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // No trace is recorded: recording one for every test (its DOM snapshots and screencast) costs
    // about 15% of the browser tests' CPU, on a suite whose budget is CPU. A failure keeps its
    // screenshot; `npx playwright test --trace on <spec>` records traces to debug one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // One stack per worker, up for the whole run.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = e2ePortOf(index);
    return {
      // The bundles as `npm run build` left them: no build and no esbuild watch per stack.
      command: 'npx tsx infra/local/start.ts --reset --no-build --no-watch',
      cwd: repoRoot,
      // The author's password is ready to use; admin-account*.spec.ts invite their own users to walk the first sign-in.
      env: {
        PORT: String(port),
        DATA_DIR: `.data/e2e-${port}`,
        TABLE_IN_MEMORY: 'true',
        LOCAL_ADMIN_READY: 'true',
        EMAIL_CEILING_SCALE: TEST_EMAIL_CEILING_SCALE,
        // The specs that follow a reader into later days move the handlers' clock (infra/local/settings.ts).
        [LOCAL_TEST_CLOCK_ENV]: 'true',
      },
      url: `http://127.0.0.1:${port}/config.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    };
  }),
});
