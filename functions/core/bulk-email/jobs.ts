import { randomUUID } from 'node:crypto';
import type { BulkEmailJobProgress } from '../../contract/bulk-email';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import {
  bulkEmailChunkKey,
  bulkEmailJobKey,
  cancelJob,
  putJob,
  readChunks,
  reopenChunk,
  reopenJob,
  resumeJob,
  subjectShown,
  type JobSubject,
} from '../../entities/bulk-email-job';
import { log } from '../../lib/log';
import {
  batchSizeFor,
  recipientsOf,
  requireJob,
  STALL_GRACE_MS,
  type ChunkItem,
  type JobItem,
  type Recipient,
  type RecipientStatus,
} from './job-rules';
import { kindOf } from './kinds';
import { startWorker } from './start-worker';

// Bulk email jobs started, watched and retried (their storage: functions/entities/bulk-email-job.ts).

/**
 * Records a job (chunks first, the job item last: a job item means its chunks are all there)
 * and starts its worker. Answers at once; the worker sends in the background.
 */
export async function startBulkEmailJob(
  deps: Deps,
  input: { subscribers: string[]; jobId?: string } & JobSubject,
): Promise<{ jobId: string; total: number }> {
  // What the job sends (its kind, and the kind's subject: an ebook, a newsletter), kept on the job item.
  const { subscribers, jobId: givenId, ...subject } = input;
  const jobId = givenId ?? randomUUID();
  const recipients = recipientsOf(subscribers);
  const batchSize = batchSizeFor(deps.sesMaxSendRate);
  const now = deps.now();
  const chunks: ChunkItem[] = [];
  for (let i = 0; i < recipients.length; i += batchSize) {
    const slice = recipients.slice(i, i + batchSize);
    const done = slice.every((r) => r.status === 'skipped');
    chunks.push({
      ...bulkEmailChunkKey(jobId, chunks.length),
      status: done ? 'done' : 'pending',
      revision: 0,
      recipients: slice,
    });
  }
  const job: JobItem = {
    ...bulkEmailJobKey(jobId),
    jobId,
    ...subject,
    siteUrl: deps.siteUrl,
    total: recipients.length,
    batchSize,
    status: 'running',
    sent: 0,
    failed: 0,
    skipped: recipients.filter((r) => r.status === 'skipped').length,
    createdAt: now.toISOString(),
  };
  await putJob(deps, job, chunks);
  await startWorker(deps, jobId);
  return { jobId, total: job.total };
}

/** A job's counters: its own, and what SES's events said of the emails it sent. */
export const jobFigures = (job: JobItem) => ({
  total: job.total,
  sent: job.sent,
  failed: job.failed,
  skipped: job.skipped,
  delivered: job.delivered ?? 0,
  bounced: job.bounced ?? 0,
  complained: job.complained ?? 0,
});

/**
 * A job's progress and, once done, its figures. The counters come from the job item, so polling
 * a running job costs one read; the lists of failed and skipped recipients are read from the
 * chunks once the job is done, and only when there are some.
 */
export async function bulkEmailJobProgress(deps: Deps, jobId: string): Promise<BulkEmailJobProgress> {
  const job = await requireJob(deps, jobId);
  await resumeIfStalled(deps, job);
  const ended = job.status === 'done' || job.status === 'cancelled';
  const chunks = ended && job.failed + job.skipped > 0 ? await readChunks(deps, jobId) : [];
  const listed = (status: RecipientStatus) =>
    chunks.flatMap((chunk) =>
      chunk.recipients.filter((r) => r.status === status).map((r) => ({ email: r.email, error: r.error ?? '' })),
    );
  return {
    jobId,
    ...subjectShown(job),
    status: job.status,
    ...(job.pausedReason ? { pausedReason: job.pausedReason } : {}),
    ...jobFigures(job),
    errors: listed('failed'),
    skippedRecipients: listed('skipped'),
    ...(job.status === 'done' ? { success: job.failed === 0 } : {}),
    createdAt: job.createdAt,
    ...(job.finishedAt ? { finishedAt: job.finishedAt } : {}),
  };
}

/**
 * A running job whose worker stopped (a crash, a lost invoke) gets a new one when someone looks
 * at it. Harmless if the worker is alive after all: only one holds the job's lease.
 */
async function resumeIfStalled(deps: Deps, job: JobItem): Promise<void> {
  if (job.status !== 'running') return;
  const lastSign = job.workerLeaseUntil ?? new Date(job.createdAt).getTime();
  if (lastSign + STALL_GRACE_MS > deps.now().getTime()) return;
  log.warn('Bulk email job has no live worker; starting one', { jobId: job.jobId });
  await startWorker(deps, job.jobId);
}

/**
 * Sends a finished job's failed recipients their email again, and only them. Each chunk with
 * failures is reopened (failed -> pending) in one transaction with the job's counter; then the
 * job runs again. Skipped (unsubscribed, suppressed, invalid) recipients stay skipped.
 */
export async function retryFailedRecipients(
  deps: Deps,
  jobId: string,
): Promise<{ jobId: string; total: number; retrying: number }> {
  const job = await requireJob(deps, jobId);
  if (job.status !== 'done')
    throw new ConflictError(
      'This bulk send is still running. Wait until it has finished, then retry the failed recipients.',
    );
  if (job.failed === 0) throw new ConflictError('No recipient of this bulk send failed, so there is nothing to retry.');
  let retrying = 0;
  for (const chunk of await readChunks(deps, jobId, 'done')) {
    const failed = chunk.recipients.filter((r) => r.status === 'failed').length;
    if (!failed) continue;
    const recipients = chunk.recipients.map((r): Recipient =>
      r.status === 'failed' ? { email: r.email, status: 'pending' } : r,
    );
    // False when another retry reopened this chunk first: it will be sent by that retry's worker.
    if (await reopenChunk(deps, jobId, chunk, recipients, failed)) retrying += failed;
  }
  if (!(await reopenJob(deps, jobId)))
    throw new ConflictError('This bulk send is already being retried. Watch its progress instead.');
  await startWorker(deps, jobId);
  return { jobId, total: job.total, retrying };
}

/** The author resumes a send the deliverability guard paused: it goes on, judged afresh from here. */
export async function resumeBulkEmailJob(deps: Deps, jobId: string): Promise<{ jobId: string; total: number }> {
  const job = await requireJob(deps, jobId);
  const base = { sent: job.sent, bounced: job.bounced ?? 0, complained: job.complained ?? 0 };
  if (job.status !== 'paused' || !(await resumeJob(deps, jobId, base)))
    throw new ConflictError('This send is not paused, so there is nothing to resume. Reload to see where it stands.');
  await (await kindOf(job))?.statusMoved?.(deps, job, { from: ['paused'], to: 'sending' });
  await startWorker(deps, jobId);
  return { jobId, total: job.total };
}

/** The author cancels a paused or running send: what went out stays sent, nobody else is sent to. */
export async function cancelBulkEmailJob(deps: Deps, jobId: string): Promise<BulkEmailJobProgress> {
  const job = await requireJob(deps, jobId);
  if (!(await cancelJob(deps, jobId, deps.now())))
    throw new ConflictError('This send has already ended, so there is nothing to cancel.');
  await (await kindOf(job))?.statusMoved?.(deps, job, { from: ['sending', 'paused'], to: 'cancelled' });
  return bulkEmailJobProgress(deps, jobId);
}
