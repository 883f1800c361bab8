/** Helpers of the downloads-*.test.ts files: tokens, their mail, jobs awaited, and an SES that fails on purpose. */
import { randomUUID } from 'node:crypto';
import { SendBulkEmailCommand, type BulkEmailEntryResult, type SESv2Client } from '@aws-sdk/client-sesv2';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import type { BulkEmailJobProgress } from '../../functions/contract/downloads';
import { inProcessJobsSettled } from '../../functions/core/bulk-email/start-worker';
import { readMailStats } from '../../functions/entities/mail-stats';
import { deps } from '../../functions/lib/deps';
import { endpoint } from '../../infra/local/settings';
import { invoke } from '../support/invoke';
import { isToDomain, readMailStore, type StoredMail } from '../support/mail-store';
import { testSettings } from '../support/stack-settings';
import { onceQuiet } from '../support/writes';
import { sendBulkEmailInput } from '../support/ses-commands';

/** The token at the end of a download URL. */
export const tokenOf = (downloadUrl: string) => new URL(downloadUrl).pathname.split('/').pop()!;

/** The library token of the first library link in an email's text. */
export const libraryTokenIn = (text: string | undefined) =>
  /\/api\/sales\/library\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];

/**
 * Opens the library an email's link leads to and presses its free ebook's Download: the page's
 * HTML and the press's redirect (to the file, by a URL that lives minutes).
 */
export async function openEmailedLibrary(text: string | undefined) {
  const token = libraryTokenIn(text);
  if (!token) throw new Error(`No library link in: ${text?.slice(0, 300)}`);
  const page = await invoke('libraryPage', { params: { token } });
  const pressed = await invoke('libraryEbookDownload', { params: { token, filename: EBOOK_FILENAME }, form: '' });
  return { page, pressed };
}

/** A domain no other test uses, so this file's mail can be told apart in the shared mail store. */
export const uniqueDomain = (what: string) => `${what}-${randomUUID().slice(0, 8)}.test`;

/** Delivery events the worker's table has counted, yesterday's and today's (UTC: a run may cross midnight). */
async function deliveriesCounted(): Promise<number> {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const days = await readMailStats(deps(), day(Date.now() - 86_400_000), day(Date.now()));
  return days.reduce((sum, { delivered }) => sum + delivered, 0);
}

/**
 * The local feed hands SES's events on 2 s after a send (infra/local/ses-event-feed.ts), as SES
 * publishes them seconds later; a file that sends thousands leaves a backlog the worker's next file
 * would see being written, in its "writes nothing" checks. This waits until the worker's table has
 * counted no new delivery for longer than that delay and a poll of the feed, so the backlog is
 * handled (bounded by `timeoutMs`).
 */
export async function deliveryEventsHandled(timeoutMs: number): Promise<void> {
  await onceQuiet(deliveriesCounted, timeoutMs);
}

/** Mail the SES emulator captured for addresses at `domain`. */
export const mailTo = async (domain: string) =>
  (await readMailStore(endpoint(testSettings.ports.ses))).filter(isToDomain(domain));

/** How many emails each address received. */
export function countByRecipient(emails: StoredMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const email of emails) for (const to of email.destination.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** Polls a job until its worker is done, then waits for the in-process worker to stop. */
export async function waitForJob(jobId: string, timeoutMs = 100_000): Promise<BulkEmailJobProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = (await invoke('getBulkEmailJob', { params: { jobId } })).json<BulkEmailJobProgress>();
    if (progress.status === 'done') {
      await inProcessJobsSettled();
      return progress;
    }
    if (Date.now() > deadline)
      throw new Error(`Job ${jobId} still running after ${timeoutMs} ms: ${JSON.stringify(progress).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * An SES client that sends through the real emulator client, except that it refuses the calls
 * whose number (0-based) is in `throttleCalls` with a ThrottlingException, answers
 * MESSAGE_REJECTED for addresses in `reject`, and TRANSIENT_FAILURE the first time it sees an
 * address in `transientOnce`. Refused entries are not passed on, so they are not "sent".
 */
export function flakySes(
  real: SESv2Client,
  faults: { throttleCalls?: Set<number>; reject?: Set<string>; transientOnce?: Set<string> },
) {
  let calls = 0;
  const seen = new Set<string>();
  const log = { bulkCalls: 0, throttled: 0, destinations: 0 };
  const send = async (command: unknown) => {
    const input = sendBulkEmailInput(command);
    if (!input) return real.send(command as never);
    const n = calls++;
    log.bulkCalls++;
    if (faults.throttleCalls?.has(n)) {
      log.throttled++;
      throw Object.assign(new Error('Maximum sending rate exceeded.'), {
        name: 'ThrottlingException',
        $metadata: { httpStatusCode: 400 },
      });
    }
    const entries = input.BulkEmailEntries ?? [];
    log.destinations += entries.length;
    const fault = (to: string): BulkEmailEntryResult | undefined => {
      if (faults.reject?.has(to))
        return { Status: 'MESSAGE_REJECTED', Error: 'Email address is on the account-level suppression list.' };
      if (faults.transientOnce?.has(to) && !seen.has(to)) {
        seen.add(to);
        return { Status: 'TRANSIENT_FAILURE', Error: 'Try again later.' };
      }
      return undefined;
    };
    const faults_ = entries.map((entry) => fault(entry.Destination!.ToAddresses![0]!));
    const passOn = entries.filter((_, i) => !faults_[i]);
    const results = passOn.length
      ? ((await real.send(new SendBulkEmailCommand({ ...input, BulkEmailEntries: passOn }))).BulkEmailEntryResults ??
        [])
      : [];
    let next = 0;
    return { BulkEmailEntryResults: faults_.map((f) => f ?? results[next++]), $metadata: {} };
  };
  const client = Object.assign(Object.create(real) as SESv2Client, { send });
  return { client, log };
}
