import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../functions/contract/campaigns';
import type { BulkEmailJobProgress } from '../../functions/contract/downloads';
import { GROUP_DREAM_TEAM } from '../../functions/contract/newsletter';
import { startBulkEmailJob } from '../../functions/core/bulk-email/jobs';
import { inProcessJobsSettled } from '../../functions/core/bulk-email/start-worker';
import { markSending } from '../../functions/entities/campaign';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { endpoint } from '../../infra/local/settings';
import { invoke } from '../support/invoke';
import { readMailStore } from '../support/mail-store';
import { testSettings } from '../support/stack-settings';
import { countByRecipient, uniqueDomain } from './downloads-calls';

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

const progressOf = async (jobId: string) => (await invoke('getBulkEmailJob', { params: { jobId } })).json<BulkEmailJobProgress>();
const campaignOf = async (id: string) => (await invoke('getCampaign', { params: { id } })).json<Campaign>();

/** A campaign sent to exactly `subscribers`, in that order (a test cannot own a whole audience of the shared table). */
async function sendTo(subscribers: string[]) {
  const reply = await invoke('createCampaign', { body: { subject: `Guarded ${randomUUID().slice(0, 6)}`, content: 'Hello.', audience: GROUP_DREAM_TEAM } });
  const campaign = reply.json<Campaign>();
  const jobId = randomUUID();
  expect(await markSending(deps(), campaign.id, { jobId, recipients: subscribers.length, at: deps().now().toISOString() })).toBe(true);
  await startBulkEmailJob(deps(), { subscribers, campaignId: campaign.id, jobId });
  return { campaign, jobId };
}

async function mailOf(domainOrLabels: (address: string) => boolean) {
  return (await readMailStore(endpoint(testSettings.ports.ses))).filter((mail) => mail.destination.to.some(domainOrLabels));
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
    expect(paused.pausedReason).toMatch(/^Paused by the deliverability guard: \d+ of the \d+ emails sent so far bounced/);
    expect(paused.sent).toBeLessThan(subscribers.length);
    expect((await campaignOf(campaign.id)).status).toBe('paused');
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
    expect((await campaignOf(campaign.id)).status).toBe('sent');
  }, 90_000);

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
    expect((await campaignOf(campaign.id)).status).toBe('cancelled');
    for (const route of ['cancelBulkEmailJob', 'resumeBulkEmailJob'] as const) {
      const again = await invoke(route, { params: { jobId } });
      expect(again.status).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/already ended|not paused/);
    }
  }, 60_000);
});
