/**
 * Each Playwright worker has a stack of its own (playwright.config.ts starts one per worker), so
 * specs in different workers never see each other's readers, mail or analytics. Worker N's
 * stack (TEST_PARALLEL_INDEX N, from 0) listens at E2E_PORT + N × E2E_PORT_STRIDE; its emulators
 * on the six ports above.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PORT_STRIDE = 10;
/** Two pay on a 2-core machine (README "Tests one layer at a time"); E2E_WORKERS changes it. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const e2ePortOf = (parallelIndex: number) => E2E_BASE_PORT + parallelIndex * E2E_PORT_STRIDE;
/** This worker's stack (the first one outside a worker). */
export const E2E_PORT = e2ePortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
