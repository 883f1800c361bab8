import { defineConfig } from 'vitest/config';

/** Three layers, one run: `npx vitest run --project unit|infra|integration`. Browser tests run with Playwright. */
export default defineConfig({
  test: {
    reporters: process.env.CI_JSON ? ['default', ['json', { outputFile: '.test-reports/vitest.json' }]] : ['default'],
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          // One file at a time: the contract test's "nothing was written" check reads the whole
          // shared table, which another file's writes would disturb.
          fileParallelism: false,
          setupFiles: ['test/support/worker-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
