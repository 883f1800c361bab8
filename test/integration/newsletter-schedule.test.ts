import { afterEach, describe, expect, it } from 'vitest';
import type { Newsletter } from '../../functions/contract/newsletters';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import { confirmSubscriber, recordSignup } from '../../functions/core/mailing-list/subscribers';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { invoke, runScheduler } from '../support/invoke';
import { countByRecipient, mailTo, uniqueDomain, waitForJob } from './downloads-calls';

/**
 * Scheduled campaigns (issue 15 item 1): a draft scheduled for a near time is started by the
 * scheduler's handler (the function EventBridge Scheduler runs every minute in the cloud, and the
 * local stack on the same rate) once the time has come, not before; a schedule can be changed or
 * cancelled before it starts.
 */

let restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.reverse()) restore();
  restores = [];
});

const newsletterOf = async (id: string) => (await invoke('getNewsletter', { params: { id } })).json<Newsletter>();
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function draft(subject: string): Promise<Newsletter> {
  const reply = await invoke('createNewsletter', { body: { subject, content: 'Soon.', audience: GROUP_DREAM_TEAM } });
  expect(reply.status, reply.text).toBe(201);
  return reply.json<Newsletter>();
}

describe('scheduled campaigns', () => {
  it('start at their time: not before, then once, to the audience', async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const domain = uniqueDomain('scheduled');
    const reader = `reader@${domain}`;
    await recordSignup(deps(), {
      email: reader,
      groups: [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM],
      source: 'signup_page',
    });
    await confirmSubscriber(deps(), reader);
    const campaign = await draft(`Scheduled ${domain}`);

    // In the author's own time zone: the instant is what counts.
    const at = new Date(Date.now() + 2000);
    const local = `${new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 23)}-05:00`;
    const scheduled = await invoke('scheduleNewsletter', { params: { id: campaign.id }, body: { at: local } });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.json<Newsletter>()).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString() });

    await runScheduler({});
    expect((await newsletterOf(campaign.id)).status).toBe('scheduled');

    // Its time comes: the clock moves on, no waiting.
    restores.push(overrideDeps({ now: () => new Date(at.getTime() + 100) }));
    const run = await runScheduler({});
    expect(run.started).toContain(campaign.id);
    const started = await newsletterOf(campaign.id);
    expect(started).toMatchObject({ status: 'sending' });
    expect(started.scheduledAt).toBeUndefined();
    expect((await runScheduler({})).started).not.toContain(campaign.id);
    await waitForJob(started.jobId!);
    expect((await newsletterOf(campaign.id)).status).toBe('sent');
    expect([...countByRecipient(await mailTo(domain)).entries()]).toEqual([[reader, 1]]);
  }, 30_000);

  it('can be changed or cancelled before they start', async () => {
    const campaign = await draft('Later');
    const later = inSeconds(3600);
    expect((await invoke('scheduleNewsletter', { params: { id: campaign.id }, body: { at: later } })).status).toBe(200);
    const moved = await invoke('scheduleNewsletter', { params: { id: campaign.id }, body: { at: inSeconds(7200) } });
    expect(moved.json<Newsletter>().scheduledAt).not.toBe(later);
    const edited = await invoke('updateNewsletter', {
      params: { id: campaign.id },
      body: { subject: 'Later, edited', content: 'Soon.', audience: GROUP_DREAM_TEAM },
    });
    expect(edited.json<Newsletter>()).toMatchObject({ status: 'scheduled', subject: 'Later, edited' });

    const cancelled = await invoke('unscheduleNewsletter', { params: { id: campaign.id } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json<Newsletter>().status).toBe('draft');
    expect(cancelled.json<Newsletter>().scheduledAt).toBeUndefined();
    const again = await invoke('unscheduleNewsletter', { params: { id: campaign.id } });
    expect(again.status).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('not scheduled');
  });

  it('refuses a time that has passed, one too far ahead, or one without its offset', async () => {
    const campaign = await draft('Never');
    for (const [at, status, message] of [
      [inSeconds(-60), 400, 'already passed'],
      [inSeconds(400 * 86_400), 400, 'within 365 days'],
      ['2030-01-01T09:00:00', 400, 'with its offset'],
      ['next tuesday', 400, 'ISO date-time'],
    ] as const) {
      const reply = await invoke('scheduleNewsletter', { params: { id: campaign.id }, body: { at } });
      expect(reply.status, at).toBe(status);
      expect(reply.json<{ message: string }>().message).toContain(message);
    }
    expect((await newsletterOf(campaign.id)).status).toBe('draft');
  });
});
