import { randomUUID } from 'node:crypto';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, describe, expect, it } from 'vitest';
import type { Newsletter, NewsletterReport } from '../../functions/contract/newsletters';
import type { BulkEmailJobProgress } from '../../functions/contract/downloads';
import { GROUP_DREAM_TEAM } from '../../functions/contract/mailing-list';
import { startBulkEmailJob } from '../../functions/core/bulk-email/jobs';
import { inProcessJobsSettled } from '../../functions/core/bulk-email/start-worker';
import { runBulkEmailJob, type RunResult } from '../../functions/core/bulk-email/worker';
import { getJob } from '../../functions/entities/bulk-email-job';
import { getNewsletter, markSending } from '../../functions/entities/newsletter';
import { sentMailOf } from '../../functions/entities/sent-mail';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { endpoint } from '../../infra/local/settings';
import { invoke, sesEvents } from '../support/invoke';
import { readMailStore } from '../support/mail-store';
import { testSettings } from '../support/stack-settings';
import { countByRecipient, flakySes, uniqueDomain } from './downloads-calls';
import { sendBulkEmailInput } from '../support/ses-commands';

/**
 * The deliverability guard during a real send (issue 15 item 4): bounces reported by SES's events
 * (the mailbox simulator, fed locally to the same handler as in the cloud) pause the campaign with
 * a message; resuming sends only the rest, nobody twice; cancelling sends nobody else.
 */

let restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.reverse()) restore();
  restores = [];
});

const progressOf = async (jobId: string) =>
  (await invoke('getBulkEmailJob', { params: { jobId } })).json<BulkEmailJobProgress>();
const newsletterOf = async (id: string) => (await invoke('getNewsletter', { params: { id } })).json<Newsletter>();

/** A campaign sent to exactly `subscribers`, in that order (a test cannot own a whole audience of the shared table). */
async function sendTo(subscribers: string[]) {
  const reply = await invoke('createNewsletter', {
    body: { subject: `Guarded ${randomUUID().slice(0, 6)}`, content: 'Hello.', audience: GROUP_DREAM_TEAM },
  });
  const campaign = reply.json<Newsletter>();
  const jobId = randomUUID();
  expect(
    await markSending(deps(), campaign.id, { jobId, recipients: subscribers.length, at: deps().now().toISOString() }),
  ).toBe(true);
  await startBulkEmailJob(deps(), { kind: 'newsletter', subscribers, campaignId: campaign.id, jobId });
  return { campaign, jobId };
}

async function mailOf(domainOrLabels: (address: string) => boolean) {
  return (await readMailStore(endpoint(testSettings.ports.ses))).filter((mail) =>
    mail.destination.to.some(domainOrLabels),
  );
}

describe('the deliverability guard', () => {
  it('pauses a campaign whose bounces pass 2% of what it sent, with a message; resuming sends only the rest, nobody twice', async () => {
    // Slow enough that SES's events (2 s after each send, behind whatever other tests sent) come in mid-send.
    restores.push(overrideDeps({ sesMaxSendRate: 10 }));
    const domain = uniqueDomain('guard');
    const label = randomUUID().slice(0, 8);
    const bouncers = Array.from({ length: 10 }, (_, i) => `bounce+${label}-${i}@simulator.amazonses.com`);
    const readers = Array.from({ length: 190 }, (_, i) => `reader${i}@${domain}`);
    const subscribers = [...bouncers.flatMap((b, i) => [b, ...readers.slice(i * 3, i * 3 + 3)]), ...readers.slice(30)];
    const ours = (address: string) => address.endsWith(`@${domain}`) || address.includes(`+${label}-`);
    const { campaign, jobId } = await sendTo(subscribers);

    await expect.poll(async () => (await progressOf(jobId)).status, { timeout: 30_000, interval: 200 }).toBe('paused');
    const paused = await progressOf(jobId);
    expect(paused.pausedReason).toMatch(
      /^Paused by the deliverability guard: \d+ of the \d+ emails sent so far bounced/,
    );
    expect(paused.sent).toBeLessThan(subscribers.length);
    // The campaign follows its job (the write after the job's).
    await expect.poll(async () => (await newsletterOf(campaign.id)).status, { timeout: 5_000 }).toBe('paused');
    // Nothing more goes out while it is paused.
    await inProcessJobsSettled();
    const sentWhilePaused = (await mailOf(ours)).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailOf(ours)).length).toBe(sentWhilePaused);
    // Every bounce is in before the author resumes (events keep arriving for a moment after the pause).
    await expect.poll(async () => (await progressOf(jobId)).bounced, { timeout: 10_000 }).toBe(10);

    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const resumed = await invoke('resumeBulkEmailJob', { params: { jobId } });
    expect(resumed.status, resumed.text).toBe(202);
    expect((await invoke('resumeBulkEmailJob', { params: { jobId } })).status).toBe(409);
    await expect.poll(async () => (await progressOf(jobId)).status, { timeout: 30_000 }).toBe('done');
    await inProcessJobsSettled();

    const counts = countByRecipient(await mailOf(ours));
    expect(counts.size).toBe(subscribers.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await progressOf(jobId)).toMatchObject({ status: 'done', sent: subscribers.length, failed: 0 });
    expect((await newsletterOf(campaign.id)).status).toBe('sent');
  });

  it('cancelling a send stops it: what went out stays sent, nobody else gets it, and it cannot be resumed', async () => {
    restores.push(overrideDeps({ sesMaxSendRate: 10 }));
    const domain = uniqueDomain('cancel');
    const subscribers = Array.from({ length: 100 }, (_, i) => `reader${i}@${domain}`);
    const { campaign, jobId } = await sendTo(subscribers);
    await expect.poll(async () => (await progressOf(jobId)).sent, { timeout: 20_000 }).toBeGreaterThan(0);

    const cancelled = await invoke('cancelBulkEmailJob', { params: { jobId } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json<BulkEmailJobProgress>().status).toBe('cancelled');
    await inProcessJobsSettled();
    const sent = (await mailOf((a) => a.endsWith(`@${domain}`))).length;
    expect(sent).toBeLessThan(subscribers.length);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailOf((a) => a.endsWith(`@${domain}`))).length).toBe(sent);
    expect((await progressOf(jobId)).sent).toBe(sent);
    expect((await newsletterOf(campaign.id)).status).toBe('cancelled');
    for (const route of ['cancelBulkEmailJob', 'resumeBulkEmailJob'] as const) {
      const again = await invoke(route, { params: { jobId } });
      expect(again.status).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/already ended|not paused/);
    }
  }, 60_000);
});

/**
 * The worker's retry waits (its `sleep`), each held until the test lets it go; once `open`, every
 * wait returns at once. `held(n)` resolves when n waits are held.
 */
function heldWaits() {
  const waits: (() => void)[] = [];
  const watchers: { n: number; resolve: () => void }[] = [];
  let open = false;
  return {
    sleep: (): Promise<void> =>
      open
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waits.push(resolve);
            for (const watcher of watchers.filter((w) => waits.length >= w.n)) watcher.resolve();
          }),
    held: (n: number) =>
      waits.length >= n ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ n, resolve })),
    release: (i: number) => waits[i]!(),
    open() {
      open = true;
      waits.forEach((resolve) => resolve());
    },
  };
}

/** An SES Delivery event, as EventBridge delivers it, for one recipient of one email. */
const delivery = (email: string, messageId: string) => ({
  source: 'aws.ses',
  'detail-type': 'Email Delivered',
  detail: { eventType: 'Delivery', mail: { messageId, destination: [email] }, delivery: { recipients: [email] } },
});

describe('a paused send', () => {
  it('resumed at once, while the paused worker still finishes a chunk, sends the rest without anyone reading the job', async () => {
    // A fixed instant the test moves: the resume comes 1 s after the pause, well inside the old worker's lease.
    let now = new Date();
    const domain = uniqueDomain('resume');
    const readers = Array.from({ length: 150 }, (_, i) => `reader${i}@${domain}`);
    // The first recipient of each of the first two chunks (50 each) is refused once as transient: both lanes wait to retry.
    const ses = flakySes(deps().ses, { transientOnce: new Set([readers[0]!, readers[50]!]) });
    const waits = heldWaits();
    const runs: Promise<RunResult>[] = [];
    restores.push(
      overrideDeps({
        now: () => now,
        sesMaxSendRate: Infinity,
        ses: ses.client,
        startBulkEmailJob: async (id) =>
          void runs.push(runBulkEmailJob(deps(), id, { concurrency: 2, sleep: waits.sleep })),
      }),
    );
    const { campaign, jobId } = await sendTo(readers);
    await waits.held(2);

    // SES reports 3 bounces of the 98 sent: the guard pauses the job before the next chunk. The first lane goes on and stops there.
    const sent = (await Promise.all(readers.slice(1, 4).map((email) => sentMailOf(deps(), email)))).flat();
    for (const mail of sent) {
      await sesEvents({
        source: 'aws.ses',
        'detail-type': 'Email Bounced',
        detail: {
          eventType: 'Bounce',
          mail: { messageId: mail.messageId },
          bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: mail.email }] },
        },
      });
    }
    waits.release(0);
    await expect
      .poll(async () => (await getNewsletter(deps(), campaign.id))?.status, { timeout: 20_000, interval: 20 })
      .toBe('paused');
    expect((await getJob(deps(), jobId))?.status).toBe('paused');

    // The author resumes a second later; the second lane is still retrying its chunk.
    now = new Date(now.getTime() + 1000);
    const resumed = await invoke('resumeBulkEmailJob', { params: { jobId } });
    expect(resumed.status, resumed.text).toBe(202);
    waits.open();
    // Every worker started stops by itself; nobody reads the job's progress meanwhile.
    while (runs.length) await Promise.all(runs.splice(0));

    const counts = countByRecipient(await mailOf((address) => address.endsWith(`@${domain}`)));
    expect(counts.size, 'readers sent to after the resume').toBe(readers.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await getJob(deps(), jobId)).toMatchObject({ status: 'done', sent: readers.length, failed: 0 });
    expect((await getNewsletter(deps(), campaign.id))?.status).toBe('sent');
  }, 60_000);
});

describe("a campaign's SES events", () => {
  it('count a delivery that arrives before its send is recorded, once, however often it arrives', async () => {
    // The local feed of SES's events reports the simulator's bounce addresses bounced, never delivered: the deliveries are the test's alone.
    const label = randomUUID().slice(0, 8);
    const readers = Array.from({ length: 3 }, (_, i) => `bounce+${label}-${i}@simulator.amazonses.com`);
    // SES's Delivery events come in (twice each: EventBridge delivers at least once) before SES's answer reaches the worker.
    const real = deps().ses;
    const early: { email: string; messageId: string; counted: number }[] = [];
    const send = async (command: unknown) => {
      const reply = await real.send(command as never);
      const input = sendBulkEmailInput(command);
      if (input) {
        const results = (reply as { BulkEmailEntryResults?: { MessageId?: string }[] }).BulkEmailEntryResults ?? [];
        for (const [i, entry] of (input.BulkEmailEntries ?? []).entries()) {
          const email = entry.Destination!.ToAddresses![0]!;
          const messageId = results[i]!.MessageId!;
          for (let n = 0; n < 2; n++)
            early.push({ email, messageId, counted: (await sesEvents(delivery(email, messageId))).counted });
        }
      }
      return reply;
    };
    restores.push(
      overrideDeps({ sesMaxSendRate: Infinity, ses: Object.assign(Object.create(real) as SESv2Client, { send }) }),
    );
    const { campaign, jobId } = await sendTo(readers);
    await inProcessJobsSettled();
    expect(early).toHaveLength(6);
    // Nothing to count them against yet.
    expect(early.every((e) => e.counted === 0)).toBe(true);

    const report = async () =>
      (await invoke('getNewsletterReport', { params: { id: campaign.id } })).json<NewsletterReport>();
    expect(await report(), 'the report once the sends are recorded').toMatchObject({ sent: 3, delivered: 3 });
    for (const email of readers) {
      const [mail] = (await sentMailOf(deps(), email)).filter((m) => m.jobId === jobId);
      expect(mail!.deliveredAt).toBeDefined();
      // Delivered again, after the record: still once.
      expect(await sesEvents(delivery(email, mail!.messageId))).toEqual({ suppressed: 0, counted: 0 });
    }
    expect(await report()).toMatchObject({ sent: 3, delivered: 3 });
  });
});
