import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emailAddress, type BulkEmailJobProgress, type EbookFilename } from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { BULK_EMAIL_CHUNK_PREFIX, bulkEmailChunkKey, bulkEmailJobKey, bulkEmailJobPartition, normaliseEmail, type Key } from '../../lib/keys';
import { log } from '../../lib/log';
import { queryAll } from '../../lib/query-all';

/**
 * Bulk email jobs (DESIGN.md decision 6), as stored: a job item with its counters, and the
 * recipients in chunks of at most 50, one SendBulkEmail call each. A chunk is the unit a worker
 * claims and records, each with one conditional write, so a chunk of 50 costs two writes (plus
 * its download links) rather than a hundred.
 */
export type RecipientStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export interface Recipient {
  email: string;
  status: RecipientStatus;
  messageId?: string;
  error?: string;
}

export interface ChunkItem extends Key {
  status: 'pending' | 'sending' | 'done';
  /** The worker that claimed the chunk, while it is 'sending'. */
  claimId?: string;
  /** Raised by every write, so a write based on an old read fails instead of undoing another's. */
  revision: number;
  recipients: Recipient[];
}

export interface JobItem extends Key {
  jobId: string;
  filename: EbookFilename;
  /** The site's address when the job was made: the worker has no request to take it from. */
  siteUrl: string;
  total: number;
  batchSize: number;
  status: 'running' | 'done';
  sent: number;
  failed: number;
  skipped: number;
  createdAt: string;
  finishedAt?: string;
  /** The one worker allowed to send, and until when (epoch ms) unless it renews. */
  workerId?: string;
  workerLeaseUntil?: number;
}

/** SendBulkEmail takes at most 50 destinations. */
export const MAX_BATCH = 50;
/** Jobs and their chunks are removed (TTL) this long after they were made. */
const JOB_KEPT_DAYS = 90;
/** A running job whose worker's lease ran out this long ago has lost its worker. */
export const STALL_GRACE_MS = 30_000;
const TRANSACTION_MAX = 100;

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
    const email = parsed.success ? normaliseEmail(parsed.data) : given.trim();
    if (seen.has(email)) continue;
    seen.add(email);
    recipients.push(parsed.success ? { email, status: 'pending' } : { email, status: 'skipped', error: INVALID_ADDRESS });
  }
  return recipients;
}

export async function getJob(deps: Deps, jobId: string): Promise<JobItem | undefined> {
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: bulkEmailJobKey(jobId), ConsistentRead: true }));
  return Item as JobItem | undefined;
}

async function requireJob(deps: Deps, jobId: string): Promise<JobItem> {
  const job = await getJob(deps, jobId);
  if (!job) throw new NotFoundError(`There is no bulk email job "${jobId}". Start a new bulk send instead.`);
  return job;
}

/** The job's chunks, in order; only those in `status` when given. */
export async function readChunks(deps: Deps, jobId: string, status?: ChunkItem['status']): Promise<ChunkItem[]> {
  return queryAll<ChunkItem>(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
    ...(status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
    ExpressionAttributeValues: { ':pk': bulkEmailJobPartition(jobId), ':chunk': BULK_EMAIL_CHUNK_PREFIX, ...(status ? { ':status': status } : {}) },
    ConsistentRead: true,
  });
}

/**
 * Records a job (chunks first, the job item last: a job item means its chunks are all there)
 * and starts its worker. Answers at once; the worker sends in the background.
 */
export async function startBulkEmailJob(deps: Deps, input: { subscribers: string[]; filename: EbookFilename }): Promise<{ jobId: string; total: number }> {
  const jobId = randomUUID();
  const recipients = recipientsOf(input.subscribers);
  const batchSize = batchSizeFor(deps.sesMaxSendRate);
  const now = deps.now();
  const expiresAt = Math.floor(now.getTime() / 1000) + JOB_KEPT_DAYS * 24 * 60 * 60;
  const chunks: ChunkItem[] = [];
  for (let i = 0; i < recipients.length; i += batchSize) {
    const slice = recipients.slice(i, i + batchSize);
    const done = slice.every((r) => r.status === 'skipped');
    chunks.push({ ...bulkEmailChunkKey(jobId, chunks.length), status: done ? 'done' : 'pending', revision: 0, recipients: slice });
  }
  for (let i = 0; i < chunks.length; i += TRANSACTION_MAX) {
    await deps.db.send(
      new TransactWriteCommand({ TransactItems: chunks.slice(i, i + TRANSACTION_MAX).map((Item) => ({ Put: { TableName: deps.table, Item: { ...Item, expiresAt } } })) }),
    );
  }
  const job: JobItem = {
    ...bulkEmailJobKey(jobId),
    jobId,
    filename: input.filename,
    siteUrl: deps.siteUrl,
    total: recipients.length,
    batchSize,
    status: 'running',
    sent: 0,
    failed: 0,
    skipped: recipients.filter((r) => r.status === 'skipped').length,
    createdAt: now.toISOString(),
  };
  await deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...job, expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' }));
  await deps.startBulkEmailJob(jobId);
  return { jobId, total: job.total };
}

/**
 * A job's progress and, once done, its figures. The counters come from the job item, so polling
 * a running job costs one read; the lists of failed and skipped recipients are read from the
 * chunks once the job is done, and only when there are some.
 */
export async function bulkEmailJobProgress(deps: Deps, jobId: string): Promise<BulkEmailJobProgress> {
  const job = await requireJob(deps, jobId);
  await resumeIfStalled(deps, job);
  const chunks = job.status === 'done' && job.failed + job.skipped > 0 ? await readChunks(deps, jobId) : [];
  const listed = (status: RecipientStatus) =>
    chunks.flatMap((chunk) => chunk.recipients.filter((r) => r.status === status).map((r) => ({ email: r.email, error: r.error ?? '' })));
  return {
    jobId,
    filename: job.filename,
    status: job.status,
    total: job.total,
    sent: job.sent,
    failed: job.failed,
    skipped: job.skipped,
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
  await deps.startBulkEmailJob(job.jobId);
}

/**
 * The transaction action that moves `chunk` from status `from` to `to` with its new `recipients`
 * (and, for a claim, the claiming worker), only if nobody wrote the chunk since it was read: same
 * status, same revision. A transaction with it fails (TransactionCanceledException) otherwise.
 */
export function chunkTransition(
  deps: Deps,
  chunk: ChunkItem,
  change: { from: ChunkItem['status']; to: ChunkItem['status']; recipients: Recipient[]; claimId?: string },
) {
  const claim = change.claimId === undefined ? {} : { ':me': change.claimId };
  return {
    Update: {
      TableName: deps.table,
      Key: { pk: chunk.pk, sk: chunk.sk },
      UpdateExpression: `SET #status = :to, ${change.claimId === undefined ? '' : 'claimId = :me, '}recipients = :recipients, revision = revision + :one`,
      ConditionExpression: '#status = :from AND revision = :revision',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': change.to, ':from': change.from, ...claim, ':recipients': change.recipients, ':one': 1, ':revision': chunk.revision },
    },
  };
}

/**
 * Sends a finished job's failed recipients their email again, and only them. Each chunk with
 * failures is reopened (failed -> pending) in one transaction with the job's counter; then the
 * job runs again. Skipped (unsubscribed, suppressed, invalid) recipients stay skipped.
 */
export async function retryFailedRecipients(deps: Deps, jobId: string): Promise<{ jobId: string; total: number; retrying: number }> {
  const job = await requireJob(deps, jobId);
  if (job.status !== 'done') throw new ConflictError('This bulk send is still running. Wait until it has finished, then retry the failed recipients.');
  if (job.failed === 0) throw new ConflictError('No recipient of this bulk send failed, so there is nothing to retry.');
  let retrying = 0;
  for (const chunk of await readChunks(deps, jobId, 'done')) {
    const failed = chunk.recipients.filter((r) => r.status === 'failed').length;
    if (!failed) continue;
    const recipients = chunk.recipients.map((r): Recipient => (r.status === 'failed' ? { email: r.email, status: 'pending' } : r));
    try {
      await deps.db.send(
        new TransactWriteCommand({
          TransactItems: [
            chunkTransition(deps, chunk, { from: 'done', to: 'pending', recipients }),
            {
              Update: {
                TableName: deps.table,
                Key: bulkEmailJobKey(jobId),
                UpdateExpression: 'ADD failed :minus',
                ExpressionAttributeValues: { ':minus': -failed },
              },
            },
          ],
        }),
      );
      retrying += failed;
    } catch (error) {
      // Another retry reopened this chunk first: it will be sent by that retry's worker.
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    }
  }
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: bulkEmailJobKey(jobId),
        UpdateExpression: 'SET #status = :running REMOVE finishedAt',
        ConditionExpression: '#status = :done',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':done': 'done' },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    throw new ConflictError('This bulk send is already being retried. Watch its progress instead.');
  }
  await deps.startBulkEmailJob(jobId);
  return { jobId, total: job.total, retrying };
}
