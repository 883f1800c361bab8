import type { Deps } from '../../lib/deps';
import { invokeAsync } from '../../lib/invoke-async';
import { log } from '../../lib/log';
import type { AfterReplyEvent, AfterReplyWork } from './event';
import { track } from './in-process';
import { runAfterReply } from './work';

/**
 * Hands a form's work on its address to run after the reply. Cloud: an asynchronous invoke
 * (InvocationType Event) of this same function, since Lambda freezes a function once it has
 * replied; the invoke is queued before the reply goes, and Lambda retries a failed run twice.
 * Local (no function configured): the work runs in this process, not awaited, as it would run
 * beside the reply in the cloud. Tests may put their own starter in `deps.startAfterReply`.
 */
export async function startAfterReply(deps: Deps, work: AfterReplyWork): Promise<void> {
  if (deps.startAfterReply) return deps.startAfterReply(work);
  if (deps.afterReplyFunction) {
    const event: AfterReplyEvent = { afterReply: work };
    return invokeAsync(deps.afterReplyFunction, deps.region, event);
  }
  const run = runAfterReply(deps, work).catch((error: unknown) =>
    log.error('A form’s work after its reply failed', {
      kind: work.kind,
      error: error instanceof Error ? error.stack : String(error),
    }),
  );
  track(run);
}
