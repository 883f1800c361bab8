import type { JobItem } from '../../entities/bulk-email-job';
import type { BulkSendKind } from './kind';

/**
 * Every kind of bulk send, in one place: the engine (worker.ts, jobs.ts) finds a job's kind here
 * and knows nothing else of it (a lint rule holds this). A new kind implements BulkSendKind
 * (kind.ts) in its own area and is added to this list. Each is loaded by `import()` when a job
 * first needs it, so the worker's cold start reads the engine alone (the split bundle
 * makes each kind, with its emails and Markdown, a chunk of its own).
 */
const KINDS: (() => Promise<BulkSendKind>)[] = [
  async () => (await import('../downloads/bulk-send')).downloadSend,
  async () => (await import('../newsletters/bulk-send')).newsletterSend,
];

/** The kind `job` belongs to; undefined for a job nothing sends any more. */
export async function kindOf(job: JobItem): Promise<BulkSendKind | undefined> {
  for (const load of KINDS) {
    const kind = await load();
    if (kind.owns(job)) return kind;
  }
  return undefined;
}
