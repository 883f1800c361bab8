import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { TEST_WORKERS } from './test/support/stack-settings';
import { BUILD_RENDERER_ALIASES } from './infra/build-renderer';

/**
 * The contract test's "nothing was written" check reads its worker's whole table twice per check:
 * it runs first, while that table holds only the seed. The other files keep vitest's own order.
 */
class ContractTestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => file.moduleId.endsWith('/test/integration/contract.test.ts');
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

/**
 * Every layer resolves tsconfig.json's path aliases (@contract/, @content/, @emails/, @frontend/), as
 * Vite, esbuild and tsx do, and the build's renderer as the publisher's bundle does (@build/).
 */
const PATH_ALIASES = { tsconfigPaths: true, alias: BUILD_RENDERER_ALIASES };

/** Three layers, one run: `npx vitest run --project unit|infra|integration`. Browser tests run with Playwright. */
export default defineConfig({
  test: {
    // The sequencer is the run's, not a project's (vitest sorts every project's files at once).
    sequence: { sequencer: ContractTestFirst },
    // Every layer's files share these workers; each worker has its own integration stack
    // (test/support/global-setup.ts), so integration files run in parallel without seeing each other's data.
    maxWorkers: TEST_WORKERS,
    reporters: process.env.CI_JSON ? ['default', ['json', { outputFile: '.test-reports/vitest.json' }]] : ['default'],
    projects: [
      {
        resolve: PATH_ALIASES,
        test: {
          name: 'unit',
          // Pure logic: the files share their worker's modules (imported once, not once a file:
          // 53 → 36 CPU-s for the layer alone).
          isolate: false,
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // EPUBCheck in one resident Java VM per file, started by the file's first check.
          setupFiles: ['test/support/epubcheck-setup.ts'],
        },
      },
      {
        resolve: PATH_ALIASES,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: PATH_ALIASES,
        test: {
          name: 'integration',
          // Files share their worker's process and modules (the SDK and the bundles, imported once,
          // not once a file: 108 s → 75 s for 30 of the files). They already share its stack; each
          // sets what it overrides (overrideDeps) and restores it. (The infrastructure tests keep a
          // process per file: some change the route table a later file reads.)
          isolate: false,
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/worker-setup.ts', 'test/support/epubcheck-setup.ts'],
          // The built function bundles (test/support/invoke.ts) are imported by Node itself, as Lambda
          // imports them: byte for byte what Lambda runs, not transformed again.
          server: { deps: { external: [/\/\.build\/functions\//] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
