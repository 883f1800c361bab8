import { randomUUID } from 'node:crypto';
import type { BulkEmailEntryResult, Template } from '@aws-sdk/client-sesv2';
import type { Deps } from '../../lib/deps';
import type { Key } from '../../entities/table';
import type { ReaderFields } from '../../contract/merge-fields';
import {
  acquireLease,
  addToJobCounts,
  claimChunk,
  closeAbandonedChunk,
  finishJob,
  getJob,
  pauseJob,
  readChunks,
  releaseLease as releaseJobLease,
  renewLease,
  saveClaimedChunk,
  type ChunkItem,
  type JobCounts,
  type JobItem,
  type Recipient,
} from '../../entities/bulk-email-job';
import { log } from '../../lib/log';
import { sendBulkEmail } from '../../lib/mail';
import { ERASED_RECIPIENT, ERASED_SKIP } from '../readers/erase';
import { guardVerdict } from './guard';
import type { BulkSendKind } from './kind';
import { kindOf } from './kinds';
import { createPacer, realClock, type Clock, type Pacer } from './pacer';
import { backoffMs, DEFAULT_RETRY, entryOutcome, isThrottling, type RetryPolicy } from './ses-outcomes';
import { bulkEntry, type EntryValues } from './template';
import { recentAuthor } from '../site-content/published-content';

/**
 * The bulk email worker: sends a job's pending chunks at the SES rate and records each
 * recipient's outcome.
 *
 * One worker sends for a job at a time: it holds the job's lease (renewed as it goes). A chunk
 * goes pending -> sending (claimed by a conditional write, together with what the job's kind
 * stores for its recipients, such as new download links) -> done (recorded, conditionally on the claim, only after SES answered). So a
 * worker that is retried or restarted never claims a chunk twice, and no pending recipient is
 * left behind. The job's counters follow each record; the worker that finishes the job counts
 * the chunks once more and writes the exact figures.
 *
 * At most once: if a worker dies between SES accepting a call and the record, nobody can know
 * whether those emails went out. The next worker marks such recipients failed, saying so,
 * instead of sending again; "retry failed" then sends to them on the author's decision. Every
 * other failure is known not to have sent (throttling, per-entry refusals) or to be final.
 */
export interface WorkerOptions {
  /** Milliseconds this run may still take (a Lambda's remaining time); no limit when absent. */
  timeLeftMs?: () => number;
  /** Chunks in flight at once. */
  concurrency?: number;
  retry?: RetryPolicy;
  /** Backoff between tries of a throttled or failed call. */
  sleep?: (ms: number) => Promise<void>;
  /** The send rate's clock (tests move their own). */
  pacerClock?: Clock;
}

/**
 * done: nothing left; continue: out of time, run again; busy: another worker holds the job;
 * paused: the deliverability guard stopped it; cancelled: the author did.
 */
export type RunResult = 'done' | 'continue' | 'busy' | 'missing' | 'paused' | 'cancelled';

/** How long a worker's hold on a job lasts unless renewed (claims renew it every LEASE_MS / 4). */
export const LEASE_MS = 2 * 60_000;
/** Stop claiming chunks when less time than this is left, so the last chunk is recorded in time. */
const CHUNK_TIME_BUDGET_MS = 60_000;
const DEFAULT_CONCURRENCY = 4;
const SES_CALL_TIMEOUT_MS = 30_000;
const INTERRUPTED =
  'Sending was interrupted (the worker stopped after handing this email to SES and before recording the answer), so it is not known whether it went out. Retrying may send it twice.';

class LeaseLost extends Error {}

interface Run {
  deps: Deps;
  job: JobItem;
  workerId: string;
  leaseRenewedAt: number;
  pacer: Pacer;
  /** What the job sends (a download email, a newsletter): its audience, template and values. */
  kind: BulkSendKind;
  template: Template;
  /** The subject the records keep, when the template's holds placeholders. */
  subject?: string;
  /** The SES configuration set: the engagement one when the campaign counts opens and clicks. */
  configurationSet: string | undefined;
  /** Replies reach her published address, as for every list email. */
  replyTo: string[];
  retry: RetryPolicy;
  sleep: (ms: number) => Promise<void>;
}

async function releaseLease(run: Run): Promise<void> {
  await releaseJobLease(run.deps, run.job.jobId, run.workerId, run.deps.now().getTime());
}

const countOf = (recipients: Recipient[]): JobCounts => ({
  sent: recipients.filter((r) => r.status === 'sent').length,
  failed: recipients.filter((r) => r.status === 'failed').length,
  skipped: recipients.filter((r) => r.status === 'skipped').length,
});

/**
 * Moves the job's counters from `before` to `after` of one chunk. A separate write, not part of
 * the chunk's transaction: concurrent transactions on the one job item would conflict and be
 * retried; a crash between the two writes is corrected by the count in `finish`.
 */
async function addToCounters(run: Run, before: Recipient[], after: Recipient[]): Promise<void> {
  const [was, is] = [countOf(before), countOf(after)];
  if (was.sent === is.sent && was.failed === is.failed && was.skipped === is.skipped) return;
  await addToJobCounts(run.deps, run.job.jobId, {
    sent: is.sent - was.sent,
    failed: is.failed - was.failed,
    skipped: is.skipped - was.skipped,
  });
}

/** Renews the lease once a quarter of it has passed; LeaseLost if another worker has the job. */
async function keepLease(run: Run): Promise<void> {
  const now = run.deps.now().getTime();
  if (now - run.leaseRenewedAt < LEASE_MS / 4) return;
  run.leaseRenewedAt = now;
  if (!(await renewLease(run.deps, run.job.jobId, run.workerId, now + LEASE_MS))) throw new LeaseLost();
}

/** Records a chunk we hold (claimId = us), then its counters; LeaseLost if another worker took it. */
async function saveClaimed(
  run: Run,
  chunk: ChunkItem,
  before: Recipient[],
  recipients: Recipient[],
  final: boolean,
): Promise<void> {
  if (!(await saveClaimedChunk(run.deps, chunk, run.workerId, recipients, final))) {
    log.error('A bulk email chunk was taken from this worker after sending; its record may be wrong', {
      jobId: run.job.jobId,
      chunk: chunk.sk,
    });
    throw new LeaseLost();
  }
  await addToCounters(run, before, recipients);
}

/** Chunks a dead worker had claimed: their unrecorded recipients are failed as "outcome unknown". */
async function failInterruptedChunks(run: Run): Promise<void> {
  for (const chunk of await readChunks(run.deps, run.job.jobId, 'sending')) {
    const recipients = chunk.recipients.map((r): Recipient =>
      r.status === 'pending' ? { email: r.email, status: 'failed', error: INTERRUPTED } : r,
    );
    // False when the chunk changed meanwhile: its worker recorded it after all.
    if (!(await closeAbandonedChunk(run.deps, chunk, recipients))) continue;
    await addToCounters(run, chunk.recipients, recipients);
    log.warn('Bulk email chunk was interrupted; its unrecorded recipients are marked failed', {
      jobId: run.job.jobId,
      chunk: chunk.sk,
    });
  }
}

interface Outgoing {
  email: string;
  values: EntryValues;
  fields?: ReaderFields;
  store?: Key[];
}

/**
 * Claims a pending chunk: skips recipients the job's kind may not send to, and in one transaction
 * marks the chunk 'sending' (or 'done' if nobody is left) and stores what the kind keeps with the
 * claim. Null when another worker changed the chunk first.
 */
async function claim(run: Run, chunk: ChunkItem): Promise<{ recipients: Recipient[]; outgoing: Outgoing[] } | null> {
  const deps = run.deps;
  const pending = chunk.recipients
    .filter((r) => r.status === 'pending' && r.email !== ERASED_RECIPIENT)
    .map((r) => r.email);
  const answers = await run.kind.recipients(deps, run.job, pending);
  const outgoing: Outgoing[] = [];
  const recipients = chunk.recipients.map((r): Recipient => {
    if (r.status !== 'pending') return r;
    // Erased while the send waited for their turn: only "(erased)" stands for them.
    if (r.email === ERASED_RECIPIENT) return { email: r.email, status: 'skipped', error: ERASED_SKIP };
    const answer = answers.get(r.email)!;
    if ('skip' in answer) return { email: r.email, status: 'skipped', error: answer.skip };
    outgoing.push({ email: r.email, ...answer });
    return r;
  });
  await keepLease(run);
  const claimed = await claimChunk(
    deps,
    chunk,
    { to: outgoing.length ? 'sending' : 'done', recipients, claimId: run.workerId },
    outgoing.flatMap((o) => o.store ?? []),
  );
  if (!claimed) return null;
  await addToCounters(run, chunk.recipients, recipients);
  return { recipients, outgoing };
}

/**
 * One SendBulkEmail call; throttling of the whole call comes back as a throw. A call that hangs
 * is abandoned (and its recipients failed) well within the lease, so no other worker takes the
 * chunk while this one may still record it.
 */
function sendBatch(run: Run, batch: Outgoing[]): Promise<BulkEmailEntryResult[]> {
  return sendBulkEmail(run.deps, {
    template: run.template,
    entries: batch.map((o) => bulkEntry(o.email, o.values, o.fields)),
    configurationSet: run.configurationSet,
    replyTo: run.replyTo,
    abortSignal: AbortSignal.timeout(SES_CALL_TIMEOUT_MS),
  });
}

/** What SES accepted, handed to the job's kind (a newsletter keeps each email where SES's events find it). */
async function recordSent(run: Run, sent: { email: string; messageId: string }[]): Promise<void> {
  if (!sent.length || !run.kind.recordSent) return;
  await run.kind.recordSent(run.deps, run.job, run.subject ?? run.template.TemplateContent?.Subject ?? '', sent);
}

/**
 * Claims, sends (retrying throttled and transient failures with backoff) and records one chunk,
 * unless the job may not go on: then it answers why and leaves the chunk pending.
 */
async function processChunk(run: Run, chunk: ChunkItem): Promise<'go' | 'paused' | 'cancelled'> {
  // Paced before the claim, so a claimed chunk is sent at once (a crash while waiting would
  // otherwise leave recipients "interrupted" who were never handed to SES); the job is checked
  // after the wait, so the guard judges the latest figures.
  await run.pacer.take(chunk.recipients.filter((r) => r.status === 'pending').length);
  const verdict = await mayContinue(run);
  if (verdict !== 'go') return verdict;
  const claimed = await claim(run, chunk);
  if (!claimed || !claimed.outgoing.length) return 'go';
  let saved = claimed.recipients;
  const current = new Map(saved.map((r) => [r.email, r]));
  let waiting = claimed.outgoing;
  for (let attempt = 0; waiting.length; attempt++) {
    const last = attempt + 1 >= run.retry.attempts;
    if (attempt > 0) await run.pacer.take(waiting.length);
    const retry: Outgoing[] = [];
    const sentNow: { email: string; messageId: string }[] = [];
    try {
      const results = await sendBatch(run, waiting);
      waiting.forEach((o, i) => {
        const outcome = entryOutcome(results[i]);
        if (outcome.kind === 'sent') sentNow.push({ email: o.email, messageId: outcome.messageId });
        if (outcome.kind === 'retry' && !last) retry.push(o);
        else
          current.set(
            o.email,
            outcome.kind === 'sent'
              ? { email: o.email, status: 'sent', messageId: outcome.messageId }
              : { email: o.email, status: 'failed', error: outcome.error },
          );
      });
    } catch (error) {
      const message = (error as Error).message || (error as Error).name;
      if (isThrottling(error) && !last) retry.push(...waiting);
      else {
        const why = isThrottling(error)
          ? `SES kept refusing for throttling after ${run.retry.attempts} tries: ${message}`
          : `SES refused the call: ${message}`;
        for (const o of waiting) current.set(o.email, { email: o.email, status: 'failed', error: why });
      }
    }
    waiting = retry;
    const recipients = saved.map((r) => current.get(r.email) ?? r);
    await saveClaimed(run, chunk, saved, recipients, waiting.length === 0);
    await recordSent(run, sentNow);
    saved = recipients;
    if (waiting.length) await run.sleep(backoffMs(run.retry, attempt));
  }
  return 'go';
}

/**
 * Before each chunk: is the job still running (the author may have cancelled it), and does the
 * deliverability guard let it go on? Pauses it (and its kind's record) when the guard says so.
 */
async function mayContinue(run: Run): Promise<'go' | 'paused' | 'cancelled'> {
  const job = await getJob(run.deps, run.job.jobId);
  if (job?.status === 'paused') return 'paused';
  if (job?.status !== 'running') return 'cancelled';
  const reason = guardVerdict(job);
  if (!reason) return 'go';
  if (await pauseJob(run.deps, job.jobId, reason)) {
    log.warn('Bulk email job paused by the deliverability guard', {
      jobId: job.jobId,
      sent: job.sent,
      bounced: job.bounced,
      complained: job.complained,
    });
    await run.kind.statusMoved?.(run.deps, job, { from: ['sending'], to: 'paused' });
  }
  return 'paused';
}

type Stop = 'all-claimed' | 'out-of-time' | 'paused' | 'cancelled';

/** Works through `chunks`, `concurrency` at a time, until they are all claimed or it must stop. */
async function processAll(run: Run, chunks: ChunkItem[], options: WorkerOptions): Promise<Stop> {
  let next = 0;
  let stop: Stop = 'all-claimed';
  let failed = false;
  const lane = async () => {
    while (next < chunks.length && !failed && stop === 'all-claimed') {
      if (options.timeLeftMs && options.timeLeftMs() < CHUNK_TIME_BUDGET_MS) {
        stop = 'out-of-time';
        return;
      }
      try {
        const verdict = await processChunk(run, chunks[next++]!);
        if (verdict !== 'go') {
          stop = verdict;
          return;
        }
      } catch (error) {
        failed = true; // the other lanes finish their chunk in hand and claim no more
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: options.concurrency ?? DEFAULT_CONCURRENCY }, lane));
  const rejected = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (rejected) throw rejected.reason;
  return stop;
}

/** Ends the job with figures counted from the chunks themselves; 'cancelled' when the author ended it first. */
async function finish(run: Run): Promise<'done' | 'cancelled'> {
  const counts = countOf((await readChunks(run.deps, run.job.jobId)).flatMap((chunk) => chunk.recipients));
  if (!(await finishJob(run.deps, run.job.jobId, run.workerId, counts, run.deps.now()))) {
    if ((await getJob(run.deps, run.job.jobId))?.status === 'cancelled') return 'cancelled';
    throw new LeaseLost();
  }
  await run.kind.statusMoved?.(run.deps, run.job, { from: ['sending'], to: 'sent' });
  return 'done';
}

/** One run of the worker for a job: until the job is done, time runs out, or another worker has it. */
export async function runBulkEmailJob(deps: Deps, jobId: string, options: WorkerOptions = {}): Promise<RunResult> {
  const job = await getJob(deps, jobId);
  if (!job) return 'missing';
  if (job.status !== 'running') return job.status;
  const kind = await kindOf(job);
  const sender = await recentAuthor(deps);
  const content = kind && (await kind.content(deps, job, sender));
  if (!kind || !content) return 'missing';
  const workerId = randomUUID();
  if (!(await acquireLease(deps, jobId, workerId, deps.now().getTime(), deps.now().getTime() + LEASE_MS)))
    return 'busy';
  const run: Run = {
    deps: { ...deps, siteUrl: job.siteUrl },
    job,
    workerId,
    leaseRenewedAt: deps.now().getTime(),
    pacer: createPacer(deps.sesMaxSendRate, options.pacerClock),
    kind,
    ...content,
    replyTo: [sender.email],
    retry: options.retry ?? DEFAULT_RETRY,
    sleep: options.sleep ?? realClock.sleep,
  };
  try {
    await failInterruptedChunks(run);
    for (
      let pending = await readChunks(deps, jobId, 'pending');
      pending.length;
      pending = await readChunks(deps, jobId, 'pending')
    ) {
      const stop = await processAll(run, pending, options);
      if (stop !== 'all-claimed') {
        await releaseLease(run);
        // Resumed while this worker still finished its chunks in hand: the resume's worker found the job
        // taken and stopped, so this one goes on (its lease is free now; nobody else re-drives the job).
        if (stop === 'paused' && (await getJob(deps, jobId))?.status === 'running')
          return runBulkEmailJob(deps, jobId, options);
        return stop === 'out-of-time' ? 'continue' : stop;
      }
    }
    return await finish(run);
  } catch (error) {
    if (error instanceof LeaseLost) {
      log.warn('Bulk email worker lost its job to another worker; stopping', { jobId });
      return 'busy';
    }
    await releaseLease(run).catch(() => undefined);
    throw error;
  }
}
