import type { Context } from 'aws-lambda';
import { deps } from '../lib/deps';
import { log } from '../lib/log';
import { backgroundHandler } from '../lib/background-handler';
import { invokeAsync } from '../lib/invoke-async';

/**
 * The bulk email worker Lambda (not an API route): `{ jobId }` in, invoked asynchronously by the
 * route that starts or retries a job. Before its time runs out it invokes itself again, so a job
 * of any size finishes; Lambda's own retries of a failed run are safe (see core/bulk-email/worker.ts).
 */
export const handler = backgroundHandler(
  'bulk-email-worker',
  async (event: { jobId?: unknown }, context: Context): Promise<void> => {
    const jobId = typeof event.jobId === 'string' ? event.jobId : '';
    if (!jobId) {
      log.error('Bulk email worker invoked without a jobId', { event });
      return;
    }
    // Loaded on the first run (a chunk of the split bundle), so a cold start reads the handler alone.
    const { runBulkEmailJob } = await import('../core/bulk-email/worker');
    const result = await runBulkEmailJob(deps(), jobId, { timeLeftMs: () => context.getRemainingTimeInMillis() });
    log.info('Bulk email worker run ended', { jobId, result });
    if (result === 'continue') {
      // arn:aws:lambda:<region>:<account>:function:<name>
      const region = context.invokedFunctionArn.split(':')[3] ?? '';
      await invokeAsync(context.functionName, region, { jobId });
    }
  },
);
