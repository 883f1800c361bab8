import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { emailAddress, type EbookFilename } from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { BULK_EMAIL_CHUNK_PREFIX, bulkEmailJobKey, bulkEmailJobPartition, normaliseEmail, type Key } from '../../lib/keys';
import { queryAll } from '../../lib/query-all';

/**
 * Bulk email jobs (DESIGN.md decision 6), as stored (what the worker reads and writes; jobs.ts starts, watches and retries them): a job item with its counters, and the
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
export const JOB_KEPT_DAYS = 90;
/** A running job whose worker's lease ran out this long ago has lost its worker. */
export const STALL_GRACE_MS = 30_000;
export const TRANSACTION_MAX = 100;

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

export async function requireJob(deps: Deps, jobId: string): Promise<JobItem> {
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

