import { emailAddress } from '../../contract/email-address';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { getJob, type JobItem, type Recipient } from '../../entities/bulk-email-job';

/** The rules of a bulk email job that are not storage (that is functions/entities/bulk-email-job.ts). */
export type { ChunkItem, JobItem, Recipient, RecipientStatus } from '../../entities/bulk-email-job';

/** SendBulkEmail takes at most 50 destinations. */
export const MAX_BATCH = 50;
/** A running job whose worker's lease ran out this long ago has lost its worker. */
export const STALL_GRACE_MS = 30_000;

/** A batch never holds more emails than a second of sending may carry, so pacing stays smooth. */
export const batchSizeFor = (ratePerSecond: number) =>
  Number.isFinite(ratePerSecond) ? Math.max(1, Math.min(MAX_BATCH, Math.floor(ratePerSecond))) : MAX_BATCH;

export const INVALID_ADDRESS = 'This is not a valid email address, so no email was sent.';

/** Distinct addresses (case-insensitive, first spelling's order), invalid ones already skipped. */
export function recipientsOf(subscribers: string[]): Recipient[] {
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const given of subscribers) {
    const parsed = emailAddress.safeParse(given);
    const email = parsed.success ? parsed.data : given.trim();
    if (seen.has(email)) continue;
    seen.add(email);
    recipients.push(
      parsed.success ? { email, status: 'pending' } : { email, status: 'skipped', error: INVALID_ADDRESS },
    );
  }
  return recipients;
}

export async function requireJob(deps: Deps, jobId: string): Promise<JobItem> {
  const job = await getJob(deps, jobId);
  if (!job) throw new NotFoundError(`There is no bulk email job "${jobId}". Start a new bulk send instead.`);
  return job;
}
