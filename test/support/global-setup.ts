import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { assertFunctionsBuilt, buildFunctions } from '../../infra/build-functions';
import { localIamOn, localIamPolicies } from '../../infra/local/iam-policies';
import { FUNCTIONS_PREBUILT, testSettingsFor } from './stack-settings';

type CognitoContext = { userPoolId: string; userPoolClientId: string; issuer: string };
declare module 'vitest' {
  export interface ProvidedContext {
    /** Each worker's user pool, by worker number (VITEST_POOL_ID): read it through `testCognito()`. */
    cognitoByWorker: Record<string, CognitoContext>;
  }
}

const workerStack = fileURLToPath(new URL('./worker-stack.ts', import.meta.url));

function startWorkerStack(worker: number): { child: ChildProcess; ready: Promise<CognitoContext> } {
  const child = fork(workerStack, [String(worker)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<CognitoContext>((resolve, reject) => {
    child.once('message', (message: { cognito?: CognitoContext; error?: string }) =>
      message.cognito
        ? resolve(message.cognito)
        : reject(new Error(`The stack of vitest worker ${worker} did not start:\n${message.error}`)),
    );
    child.once('exit', (code) =>
      reject(new Error(`The stack of vitest worker ${worker} exited (${code}) before it served.`)),
    );
  });
  return { child, ready };
}

async function stopWorkerStack(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send('stop');
  await exited;
}

/**
 * Starts one stack (emulators, seed, local server) per vitest worker, once for every integration
 * file that worker runs: a file sees only its worker's table, bucket, mail store and user pool,
 * so files run in parallel. The stacks start side by side, each in its own process.
 */
export default async function setup(project: TestProject) {
  const workers = project.vitest.config.maxWorkers ?? 1;
  // Local IAM's policies (infra/local/iam-policies.ts), synthesized here once, before the stacks and
  // the workers that read them start side by side.
  if (localIamOn()) await localIamPolicies(testSettingsFor(1));
  // The function bundles, built once here for every worker's stack (each serves them as built);
  // `npm test` built them moments ago (test/run-all.ts says so), and only checks they are there.
  if (process.env[FUNCTIONS_PREBUILT] === '1') assertFunctionsBuilt();
  else await buildFunctions();
  const stacks = Array.from({ length: workers }, (_, i) => startWorkerStack(i + 1));
  const stopAll = async () => void (await Promise.all(stacks.map(({ child }) => stopWorkerStack(child))));
  const started = await Promise.allSettled(stacks.map(({ ready }) => ready));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'cognitoByWorker',
    Object.fromEntries(
      started.map((result, i) => [String(i + 1), (result as PromiseFulfilledResult<CognitoContext>).value]),
    ),
  );
  return stopAll;
}
