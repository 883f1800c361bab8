import { asLocalFunction, type Deps } from '../../lib/deps';
import { invokeAsync } from '../../lib/invoke-async';
import { log } from '../../lib/log';
import { runBulkEmailJob } from './worker';

/** The jobs run in this process, shared by every copy of this module in it (each built bundle has one). */
const running = ((globalThis as Record<symbol, unknown>)[Symbol.for('author-site.in-process-bulk-jobs')] ??=
  new Set()) as Set<Promise<unknown>>;

/** For tests and the bench: resolves when every bulk email job started in this process has stopped. */
export async function inProcessJobsSettled(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

/**
 * Starts the bulk email worker for a job. Cloud: an async invoke of the worker Lambda, which
 * invokes itself again before its time runs out. Local (no function configured): the worker
 * runs in this process, not awaited, as it would run beside the API in the cloud (as its own
 * function, under local IAM). Tests and the
 * bench may put their own starter in `deps.startBulkEmailJob`.
 */
export async function startWorker(deps: Deps, jobId: string): Promise<void> {
  if (deps.startBulkEmailJob) return deps.startBulkEmailJob(jobId);
  if (deps.bulkEmailWorkerFunction) return invokeAsync(deps.bulkEmailWorkerFunction, deps.region, { jobId });
  const run = asLocalFunction('bulkEmailWorker', () => runBulkEmailJob(deps, jobId))
    .then((result) => log.info('Bulk email worker run ended', { jobId, result }))
    .catch((error: unknown) =>
      log.error('Bulk email worker failed', { jobId, error: error instanceof Error ? error.stack : String(error) }),
    );
  running.add(run);
  void run.finally(() => running.delete(run));
}
