import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EbookFilename } from '../contract/downloads';
import {
  batchTransact,
  conditionally,
  expiresAfterDays,
  putNewAction,
  queryAll,
  STATUS_NAME,
  transact,
  type Db,
  type Key,
  type TransactItem,
} from './table';

/**
 * Bulk email jobs (docs/DESIGN.md decision 6). A job and its recipients share one partition: the job
 * item with its counters and its worker's lease, and the recipients in chunks of at most 50 (one
 * SendBulkEmail call each). A chunk is the unit a worker claims and records, each with one
 * conditional write, so a chunk of 50 costs two writes (plus its download links) rather than a
 * hundred. Both expire JOB_KEPT_DAYS after the job was made.
 */
export type RecipientStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export interface Recipient {
  email: string;
  status: RecipientStatus;
  messageId?: string;
  error?: string;
}

export type ChunkStatus = 'pending' | 'sending' | 'done';

export interface ChunkItem extends Key {
  status: ChunkStatus;
  /** The worker that claimed the chunk, while it is 'sending'. */
  claimId?: string;
  /** Raised by every write, so a write based on an old read fails instead of undoing another's. */
  revision: number;
  recipients: Recipient[];
}

/**
 * What a job sends, stated when it is made: its kind (which core/bulk-email/kinds.ts keys the
 * kinds by) and what that kind keeps on the job.
 */
export type JobSubject =
  /** A download email for this ebook; `onlyNotHad`: only to readers who have not had it (entities/free-ebook.ts). */
  | { kind: 'download'; filename: EbookFilename; onlyNotHad?: boolean }
  /** The newsletter `campaignId`. */
  | { kind: 'newsletter'; campaignId: string };
export type JobKind = JobSubject['kind'];

export interface JobItem extends Key {
  jobId: string;
  kind: JobKind;
  filename?: EbookFilename;
  onlyNotHad?: boolean;
  campaignId?: string;
  /** The site's address when the job was made: the worker has no request to take it from. */
  siteUrl: string;
  total: number;
  batchSize: number;
  /** paused: the deliverability guard stopped it (`pausedReason`) until the author resumes or cancels; cancelled: ended by her. */
  status: JobStatus;
  pausedReason?: string;
  /** The counters when the author last resumed: the guard judges only what was sent after. */
  guardBase?: GuardCounts;
  sent: number;
  failed: number;
  skipped: number;
  /** What SES's events said of the emails sent (a campaign's, whose emails are recorded: sent-mail.ts). */
  delivered?: number;
  bounced?: number;
  complained?: number;
  /** Readers who opened and who clicked (a campaign that counts them), each once. */
  opened?: number;
  clicked?: number;
  createdAt: string;
  finishedAt?: string;
  /** The one worker allowed to send, and until when (epoch ms) unless it renews. */
  workerId?: string;
  workerLeaseUntil?: number;
}

export type JobCounts = Pick<JobItem, 'sent' | 'failed' | 'skipped'>;
export type JobStatus = 'running' | 'paused' | 'done' | 'cancelled';
export type GuardCounts = { sent: number; bounced: number; complained: number };

/** Jobs and their chunks are removed (TTL) this long after they were made. */
export const JOB_KEPT_DAYS = 90;

const CHUNK_PREFIX = 'CHUNK#';
const jobPartition = (jobId: string) => `BULK_EMAIL_JOB#${jobId}`;
export const bulkEmailJobKey = (jobId: string): Key => ({ pk: jobPartition(jobId), sk: 'JOB' });
export const bulkEmailChunkKey = (jobId: string, index: number): Key => ({
  pk: jobPartition(jobId),
  sk: `${CHUNK_PREFIX}${String(index).padStart(6, '0')}`,
});

export async function getJob(deps: Db, jobId: string): Promise<JobItem | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({ TableName: deps.table, Key: bulkEmailJobKey(jobId), ConsistentRead: true }),
  );
  return Item && withKind(Item as StoredJobItem);
}

/**
 * A job item as stored: one made before jobs stated their kind has none, and is read as the kind
 * its fields name (such items expire JOB_KEPT_DAYS after they were made).
 */
type StoredJobItem = Omit<JobItem, 'kind'> & { kind?: JobKind };
const withKind = (item: StoredJobItem): JobItem => ({
  ...item,
  kind: item.kind ?? (item.campaignId !== undefined ? 'newsletter' : 'download'),
});

/** What the author is shown of what a job sends (its progress names the ebook or the newsletter). */
export const subjectShown = (job: JobItem) => ({
  ...(job.filename ? { filename: job.filename } : {}),
  ...(job.campaignId ? { campaignId: job.campaignId } : {}),
});

/** The job's chunks, in order; only those in `status` when given. */
export function readChunks(deps: Db, jobId: string, status?: ChunkStatus): Promise<ChunkItem[]> {
  return queryAll<ChunkItem>(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
    ...(status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: STATUS_NAME } : {}),
    ExpressionAttributeValues: {
      ':pk': jobPartition(jobId),
      ':chunk': CHUNK_PREFIX,
      ...(status ? { ':status': status } : {}),
    },
    ConsistentRead: true,
  });
}

/**
 * Records a new job: its chunks first, the job item last (a job item means its chunks are all
 * there), the job item only if no job has its id.
 */
export async function putJob(deps: Db, job: JobItem, chunks: ChunkItem[]): Promise<void> {
  const expiresAt = expiresAfterDays(new Date(job.createdAt), JOB_KEPT_DAYS);
  await batchTransact(
    deps,
    chunks.map((Item) => ({ Put: { TableName: deps.table, Item: { ...Item, expiresAt } } })),
    'Writing the chunks of a new bulk email job failed a condition it does not have',
  );
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: { ...job, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * The action that moves `chunk` from `from` to `to` with its new `recipients` (and, for a claim,
 * the claiming worker), only if nobody wrote the chunk since it was read: same status, same revision.
 */
function chunkTransition(
  deps: Db,
  chunk: ChunkItem,
  change: { from: ChunkStatus; to: ChunkStatus; recipients: Recipient[]; claimId?: string },
): TransactItem {
  const claim = change.claimId === undefined ? {} : { ':me': change.claimId };
  return {
    Update: {
      TableName: deps.table,
      Key: { pk: chunk.pk, sk: chunk.sk },
      UpdateExpression: `SET #status = :to, ${change.claimId === undefined ? '' : 'claimId = :me, '}recipients = :recipients, revision = revision + :one`,
      ConditionExpression: '#status = :from AND revision = :revision',
      ExpressionAttributeNames: STATUS_NAME,
      ExpressionAttributeValues: {
        ':to': change.to,
        ':from': change.from,
        ...claim,
        ':recipients': change.recipients,
        ':one': 1,
        ':revision': chunk.revision,
      },
    },
  };
}

/**
 * A worker claims a pending chunk: it becomes `to` ('sending', or 'done' when nobody is left to
 * send to) with its new recipients, and the recipients' new links are saved, all in one
 * transaction. False, writing nothing, when another worker changed the chunk first.
 */
export async function claimChunk(
  deps: Db,
  chunk: ChunkItem,
  change: { to: ChunkStatus; recipients: Recipient[]; claimId: string },
  links: Key[],
): Promise<boolean> {
  const outcome = await transact(deps, [
    chunkTransition(deps, chunk, { from: 'pending', ...change }),
    ...links.map((link) => putNewAction(deps, link)),
  ]);
  if (!outcome.written && outcome.failedIndex !== 0) throw new Error('A new link collided with an existing one');
  return outcome.written;
}

/**
 * Reopens a done chunk for a retry (its recipients as given) and takes its `failed` recipients
 * off the job's counter, in one transaction. False when another retry reopened it first.
 */
export async function reopenChunk(
  deps: Db,
  jobId: string,
  chunk: ChunkItem,
  recipients: Recipient[],
  failed: number,
): Promise<boolean> {
  const outcome = await transact(deps, [
    chunkTransition(deps, chunk, { from: 'done', to: 'pending', recipients }),
    {
      Update: {
        TableName: deps.table,
        Key: bulkEmailJobKey(jobId),
        UpdateExpression: 'ADD failed :minus',
        ExpressionAttributeValues: { ':minus': -failed },
      },
    },
  ]);
  return outcome.written;
}

/**
 * Moves a job from one of the statuses `from` to `to`, with the other changes given; false
 * (nothing written) when it was in none of them.
 */
function moveJob(
  deps: Db,
  jobId: string,
  change: { from: JobStatus[]; to: JobStatus; set?: string; remove?: string; values?: Record<string, unknown> },
) {
  const from = change.from.map((_, i) => `:from${i}`);
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: bulkEmailJobKey(jobId),
        UpdateExpression: `SET #status = :to${change.set ? `, ${change.set}` : ''}${change.remove ? ` REMOVE ${change.remove}` : ''}`,
        ConditionExpression: `#status IN (${from.join(', ')})`,
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: {
          ':to': change.to,
          ...Object.fromEntries(change.from.map((status, i) => [from[i], status])),
          ...change.values,
        },
      }),
    ),
  );
}

/** A done job runs again (for a retry). False when it is not done (another retry reopened it). */
export const reopenJob = (deps: Db, jobId: string) =>
  moveJob(deps, jobId, { from: ['done'], to: 'running', remove: 'finishedAt' });

/** The worker takes a running job's lease until `until` (epoch ms), if nobody holds it at `now` (a released lease is free at once). */
export const acquireLease = (deps: Db, jobId: string, workerId: string, now: number, until: number) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: bulkEmailJobKey(jobId),
        UpdateExpression: 'SET workerId = :me, workerLeaseUntil = :until',
        ConditionExpression: '#status = :running AND (attribute_not_exists(workerId) OR workerLeaseUntil < :now)',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':me': workerId, ':until': until, ':now': now, ':running': 'running' },
      }),
    ),
  );

/** The worker extends its lease; false when another worker holds the job. */
export const renewLease = (deps: Db, jobId: string, workerId: string, until: number) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: bulkEmailJobKey(jobId),
        UpdateExpression: 'SET workerLeaseUntil = :until',
        ConditionExpression: 'workerId = :me',
        ExpressionAttributeValues: { ':until': until, ':me': workerId },
      }),
    ),
  );

/** The worker lets the job go (a new worker may take it at once); false when it no longer held it. */
export const releaseLease = (deps: Db, jobId: string, workerId: string, now: number) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: bulkEmailJobKey(jobId),
        UpdateExpression: 'SET workerLeaseUntil = :now REMOVE workerId',
        ConditionExpression: 'workerId = :me',
        ExpressionAttributeValues: { ':me': workerId, ':now': now },
      }),
    ),
  );

/** Adds to the job's counters (atomic; a delta may be negative). */
export async function addToJobCounts(deps: Db, jobId: string, delta: JobCounts): Promise<void> {
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: bulkEmailJobKey(jobId),
      UpdateExpression: 'ADD sent :sent, failed :failed, skipped :skipped',
      ExpressionAttributeValues: { ':sent': delta.sent, ':failed': delta.failed, ':skipped': delta.skipped },
    }),
  );
}

/** Records a chunk the worker holds (sending, claimed by it); `final` marks it done. False when it no longer holds it. */
export const saveClaimedChunk = (
  deps: Db,
  chunk: ChunkItem,
  workerId: string,
  recipients: Recipient[],
  final: boolean,
) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: { pk: chunk.pk, sk: chunk.sk },
        UpdateExpression: final
          ? 'SET #status = :done, recipients = :recipients, revision = revision + :one REMOVE claimId'
          : 'SET recipients = :recipients, revision = revision + :one',
        ConditionExpression: 'claimId = :me AND #status = :sending',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: {
          ':recipients': recipients,
          ':one': 1,
          ':me': workerId,
          ':sending': 'sending',
          ...(final ? { ':done': 'done' } : {}),
        },
      }),
    ),
  );

/**
 * A chunk's recipients replaced, unless the chunk changed since it was read; `close` also marks
 * it done (a chunk whose worker died). False when it changed.
 */
export const rewriteChunk = (deps: Db, chunk: ChunkItem, recipients: Recipient[], close: boolean) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: { pk: chunk.pk, sk: chunk.sk },
        UpdateExpression: `SET ${close ? '#status = :done, ' : ''}recipients = :recipients, revision = revision + :one${close ? ' REMOVE claimId' : ''}`,
        ConditionExpression: 'revision = :revision',
        ...(close ? { ExpressionAttributeNames: STATUS_NAME } : {}),
        ExpressionAttributeValues: {
          ...(close ? { ':done': 'done' } : {}),
          ':recipients': recipients,
          ':one': 1,
          ':revision': chunk.revision,
        },
      }),
    ),
  );

/** Closes a chunk whose worker died (done, with the recipients given) unless it changed since it was read. */
export const closeAbandonedChunk = (deps: Db, chunk: ChunkItem, recipients: Recipient[]) =>
  rewriteChunk(deps, chunk, recipients, true);

/** Ends the job with its exact figures, if `workerId` still holds it and nobody cancelled it. */
export const finishJob = (deps: Db, jobId: string, workerId: string, counts: JobCounts, now: Date) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: bulkEmailJobKey(jobId),
        UpdateExpression:
          'SET #status = :done, finishedAt = :now, workerLeaseUntil = :epoch, sent = :sent, failed = :failed, skipped = :skipped REMOVE workerId',
        ConditionExpression: 'workerId = :me AND #status = :running',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: {
          ':done': 'done',
          ':running': 'running',
          ':now': now.toISOString(),
          ':epoch': now.getTime(),
          ':me': workerId,
          ':sent': counts.sent,
          ':failed': counts.failed,
          ':skipped': counts.skipped,
        },
      }),
    ),
  );

/** The guard pauses a running job, saying why. False when it is no longer running (paused or cancelled already). */
export const pauseJob = (deps: Db, jobId: string, reason: string) =>
  moveJob(deps, jobId, {
    from: ['running'],
    to: 'paused',
    set: 'pausedReason = :reason',
    values: { ':reason': reason },
  });

/** The author resumes a paused job: the guard starts counting again from `base`. False when it was not paused. */
export const resumeJob = (deps: Db, jobId: string, base: GuardCounts) =>
  moveJob(deps, jobId, {
    from: ['paused'],
    to: 'running',
    set: 'guardBase = :base',
    remove: 'pausedReason',
    values: { ':base': base },
  });

/**
 * The author cancels a paused or running job: nothing more is claimed (a worker sending a chunk
 * finishes that chunk and stops). False when it had ended already.
 */
export const cancelJob = (deps: Db, jobId: string, now: Date) =>
  moveJob(deps, jobId, {
    from: ['running', 'paused'],
    to: 'cancelled',
    set: 'finishedAt = :now',
    remove: 'pausedReason',
    values: { ':now': now.toISOString() },
  });

/** A chunk with `recipients` in place of its list (an erasure's redaction), unless it changed since it was read. */
export const replaceChunkRecipients = (deps: Db, chunk: ChunkItem, recipients: Recipient[]) =>
  rewriteChunk(deps, chunk, recipients, false);

export const isChunk = (item: Key): boolean =>
  item.pk.startsWith('BULK_EMAIL_JOB#') && item.sk.startsWith(CHUNK_PREFIX);
