import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Newsletter, NewsletterReport } from '../../functions/contract/newsletters';
import { GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import { readerIdOf } from '../../functions/contract/readers';
import { confirmSubscriber, recordSignup } from '../../functions/core/mailing-list/subscribers';
import { sentMailOf } from '../../functions/entities/sent-mail';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { invoke, sesEvents } from '../support/invoke';
import { uniqueDomain, waitForJob } from './downloads-calls';
import { sendBulkEmailInput } from '../support/ses-commands';

/**
 * Opens and clicks (issue 15 item 5): off unless a campaign turns them on. A campaign that counts
 * them is sent with the engagement configuration set (the one whose event destination has SES's
 * OPEN and CLICK events); its report counts each reader's first open and first click from those
 * events. Others go with the plain set, and their reports carry no such figures.
 */

let restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.reverse()) restore();
  restores = [];
});

/** The configuration set of each SendBulkEmail call, the calls still going to the SES emulator. */
function recordConfigurationSets(): string[] {
  const seen: string[] = [];
  const ses = deps().ses;
  const send = ses.send.bind(ses) as (command: unknown, options?: unknown) => Promise<unknown>;
  const spy = Object.create(ses) as typeof ses;
  spy.send = ((command: unknown, options?: unknown) => {
    const input = sendBulkEmailInput(command);
    if (input) seen.push(input.ConfigurationSetName ?? '(none)');
    return send(command, options);
  }) as typeof ses.send;
  restores.push(
    overrideDeps({
      ses: spy,
      sesMaxSendRate: Infinity,
      mailConfigurationSet: 'site-set',
      mailEngagementConfigurationSet: 'engagement-set',
    }),
  );
  return seen;
}

async function taggedReaders(tag: string, n: number): Promise<string[]> {
  const domain = uniqueDomain('engage');
  const emails = Array.from({ length: n }, (_, i) => `r${i}@${domain}`);
  for (const email of emails) {
    await recordSignup(deps(), { email, groups: [GROUP_VORACIOUS_READERS], source: 'signup_page' });
    await confirmSubscriber(deps(), email);
    await invoke('setReaderTags', { params: { id: readerIdOf(email) }, body: { tags: [tag] } });
  }
  return emails;
}

async function sendTo(tag: string, countEngagement?: boolean): Promise<Newsletter> {
  const made = await invoke('createNewsletter', {
    body: {
      subject: `Engagement ${tag}`,
      content: 'Hello [there](https://example.com/there)',
      audience: `tag:${tag}`,
      ...(countEngagement === undefined ? {} : { countEngagement }),
    },
  });
  expect(made.status, made.text).toBe(201);
  const campaign = made.json<Newsletter>();
  const started = await invoke('sendNewsletter', { params: { id: campaign.id } });
  expect(started.status, started.text).toBe(202);
  await waitForJob(started.json<{ jobId: string }>().jobId);
  return campaign;
}

const sesEvent = (eventType: 'Open' | 'Click', messageId: string, to: string) => ({
  source: 'aws.ses',
  'detail-type': eventType === 'Open' ? 'Email Opened' : 'Email Clicked',
  detail: {
    eventType,
    mail: { messageId, destination: [to] },
    [eventType.toLowerCase()]: { timestamp: new Date().toISOString() },
  },
});

describe('opens and clicks', () => {
  it('are off by default: the campaign goes with the plain configuration set and its report has no such figures', async () => {
    const seen = recordConfigurationSets();
    const tag = `plain-${randomUUID().slice(0, 8)}`;
    await taggedReaders(tag, 2);
    const campaign = await sendTo(tag);
    expect(campaign.countEngagement).toBe(false);
    expect(seen).toEqual(['site-set']);
    const report = (await invoke('getNewsletterReport', { params: { id: campaign.id } })).json<NewsletterReport>();
    expect(report.engagement).toBeUndefined();
  });

  it('when turned on, go with the engagement set, and the report counts each reader once from the events', async () => {
    const seen = recordConfigurationSets();
    const tag = `counted-${randomUUID().slice(0, 8)}`;
    const [first, second, third] = (await taggedReaders(tag, 3)) as [string, string, string];
    const campaign = await sendTo(tag, true);
    expect(campaign.countEngagement).toBe(true);
    expect(seen).toEqual(['engagement-set']);

    const messageOf = async (email: string) =>
      (await sentMailOf(deps(), email)).find((m) => m.campaignId === campaign.id)!.messageId;
    // The first reader opens twice and clicks; the second only opens; the third does nothing.
    for (const event of [
      sesEvent('Open', await messageOf(first), first),
      sesEvent('Open', await messageOf(first), first),
      sesEvent('Click', await messageOf(first), first),
      sesEvent('Open', await messageOf(second), second),
    ]) {
      await sesEvents(event);
    }
    const report = (await invoke('getNewsletterReport', { params: { id: campaign.id } })).json<NewsletterReport>();
    expect(report.engagement).toEqual({ opened: 2, clicked: 1 });
    expect((await sentMailOf(deps(), third)).find((m) => m.campaignId === campaign.id)!.openedAt).toBeUndefined();
  });
});
