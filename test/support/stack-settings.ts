import { localSettings, type LocalSettings } from '../../infra/local/settings';

/**
 * The integration tests' own stacks: their own ports and data, so `npm start` can run beside them.
 * Each vitest worker has a stack of its own (own emulators, table, bucket, mail store, user pool),
 * so integration files run in parallel and never see each other's data. Worker N's stack sits at
 * TEST_PORT + (N - 1) × TEST_PORT_STRIDE; TEST_PORT moves them all, so two runs can share a machine.
 */
const basePort = Number(process.env.TEST_PORT ?? '3300');
/** The site's port and its four emulators (site + 1 … + 4) fit in each worker's block. */
export const TEST_PORT_STRIDE = 10;
/** Set to '1' by `npm test` (test/run-all.ts), which builds the function bundles just before vitest. */
export const FUNCTIONS_PREBUILT = 'FUNCTIONS_PREBUILT';

/** vitest's workers (`maxWorkers`): 2 pays on a 2-core machine (measured in docs/local.md); TEST_WORKERS changes it. */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 2);

/**
 * A test stack's files share one table and sign up hundreds of readers within an hour: the
 * site-wide ceiling of confirmation emails is raised for them (its own tests set theirs).
 */
export const TEST_EMAIL_CEILING_SCALE = '100';

// The author's password is ready to use (LOCAL_ADMIN_READY): tests that walk the first sign-in invite their own users.
export function testSettingsFor(worker: number): LocalSettings {
  const port = String(basePort + (worker - 1) * TEST_PORT_STRIDE);
  return localSettings({
    PORT: port,
    DATA_DIR: `.data/test-integration-${port}`,
    TABLE_IN_MEMORY: 'true',
    LOCAL_ADMIN_READY: 'true',
    EMAIL_CEILING_SCALE: TEST_EMAIL_CEILING_SCALE,
  });
}

/** This worker's number, 1 … maxWorkers (vitest's VITEST_POOL_ID); 1 outside a worker. */
export const testWorker = Number(process.env.VITEST_POOL_ID ?? 1);

/** The stack of the worker this file runs in. */
export const testSettings = testSettingsFor(testWorker);
