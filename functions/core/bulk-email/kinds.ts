import type { JobItem } from '../../entities/bulk-email-job';
import { newsletterSend } from '../campaigns/bulk-send';
import { downloadSend } from '../downloads/bulk-send';
import type { BulkSendKind } from './kind';

/**
 * Every kind of bulk send, in one place: the engine (worker.ts, jobs.ts) finds a job's kind here
 * and knows nothing else of it (a lint rule holds this). A new kind implements BulkSendKind
 * (kind.ts) in its own area and is added to this list.
 */
const KINDS: BulkSendKind[] = [downloadSend, newsletterSend];

/** The kind `job` belongs to; undefined for a job nothing sends any more. */
export const kindOf = (job: JobItem): BulkSendKind | undefined => KINDS.find((kind) => kind.owns(job));
