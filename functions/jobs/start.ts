import { log } from '../lib/log';

/**
 * How background jobs get going, chosen by configuration (read once, in deps.ts). This module
 * must not import deps.ts (deps.ts imports it); the worker is loaded lazily.
 */

/** The SES send rate of the account (SES_MAX_SEND_RATE): per second; 0 or "unlimited" means no limit. */
export const DEFAULT_SES_MAX_SEND_RATE = 14;

export function sendRateFrom(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SES_MAX_SEND_RATE;
  if (raw.trim().toLowerCase() === 'unlimited') return Infinity;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0) throw new Error(`SES_MAX_SEND_RATE must be a number of emails per second, 0 or "unlimited", not "${raw}"`);
  return rate === 0 ? Infinity : rate;
}

/** Asks Lambda to run `functionName` with `payload`, without waiting for it (InvocationType 'Event'). */
export async function invokeAsync(functionName: string, region: string, payload: unknown): Promise<void> {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  await new LambdaClient({ region }).send(
    new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
  );
}

const running = new Set<Promise<unknown>>();

/** For tests and the bench: resolves when every bulk email job started in this process has stopped. */
export async function inProcessJobsSettled(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

/**
 * Starts the bulk email worker for a job. Cloud: an async invoke of the worker Lambda, which
 * invokes itself again before its time runs out. Local (no function configured): the worker
 * runs in this process, not awaited, as it would run beside the API in the cloud.
 */
export function bulkEmailJobStarter(workerFunction: string | undefined, region: string): (jobId: string) => Promise<void> {
  if (workerFunction) return (jobId) => invokeAsync(workerFunction, region, { jobId });
  return async (jobId) => {
    const run = import('./bulk-download-emails')
      .then((worker) => worker.runUntilStopped(jobId))
      .catch((error: unknown) => log.error('Bulk email worker failed', { jobId, error: error instanceof Error ? error.stack : String(error) }));
    running.add(run);
    void run.finally(() => running.delete(run));
  };
}
