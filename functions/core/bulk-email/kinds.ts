import type { JobItem, JobKind } from '../../entities/bulk-email-job';
import type { BulkSendKind } from './kind';

/**
 * Every kind of bulk send, in one place, keyed by the kind a job states (`kind` on the job item):
 * the engine (worker.ts, jobs.ts) finds a job's kind here and knows nothing else of it (a lint
 * rule holds this). A new kind implements BulkSendKind (kind.ts) in its own area, names itself
 * in JobSubject (entities/bulk-email-job.ts) and is added here. Each is loaded by `import()` when
 * a job first needs it, so the worker's cold start reads the engine alone (the split bundle
 * makes each kind, with its emails and Markdown, a chunk of its own).
 */
const KINDS: Record<JobKind, () => Promise<BulkSendKind>> = {
  download: async () => (await import('../downloads/bulk-send')).downloadSend,
  newsletter: async () => (await import('../newsletters/bulk-send')).newsletterSend,
};

/** The kind `job` belongs to; undefined for a job of a kind nothing sends any more. */
export async function kindOf(job: Pick<JobItem, 'kind'>): Promise<BulkSendKind | undefined> {
  return Object.hasOwn(KINDS, job.kind) ? KINDS[job.kind]() : undefined;
}
