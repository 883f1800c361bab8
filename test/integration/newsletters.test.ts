import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  Newsletter,
  NewsletterInput,
  NewsletterReport,
  NewsletterSummary,
  MailHealth,
} from '../../functions/contract/newsletters';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import type { BulkEmailJobProgress } from '../../functions/contract/downloads';
import { readerIdOf, type ReaderPage } from '../../functions/contract/readers';
import { NOT_FOUND_SHELL_KEY } from '../../functions/core/seo/site-shell';
import { runBulkEmailJob } from '../../functions/core/bulk-email/worker';
import { ERASED_RECIPIENT, ERASED_SKIP } from '../../functions/core/readers/erase';
import { confirmSubscriber, recordSignup, suppress, unsubscribe } from '../../functions/core/mailing-list/subscribers';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { rawRequest } from '../support/http';
import { invoke, sesEvents } from '../support/invoke';
import { sentMailOf } from '../../functions/entities/sent-mail';
import { getSubscriber } from '../../functions/entities/subscriber';
import { endpoint } from '../../infra/local/settings';
import { headerOf, isTo, readMailStore } from '../support/mail-store';
import { testSettings } from '../support/stack-settings';
import { itemsHolding } from '../support/writes';
import { createPost } from './blog-support';
import { countByRecipient, mailTo, uniqueDomain, waitForJob } from './downloads-calls';

/**
 * Newsletters (issue 15 items 1-3): drafts kept and changed, a test send, the send to an audience
 * through the bulk job (one email per confirmed reader, none to the unsubscribed, bounced or
 * unconfirmed; one bounces through SES's mailbox simulator), at most one send per campaign, and
 * "Email this post".
 */

let restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.reverse()) restore();
  restores = [];
});

const draft = (over: Partial<NewsletterInput> = {}): NewsletterInput => ({
  subject: 'News from the canal',
  previewText: 'The third book has a date',
  content:
    '# The third book\n\nIt comes out **in March**. [Read the first chapter](https://example.com/chapter-one).\n\n- a signed copy\n- a map',
  audience: GROUP_DREAM_TEAM,
  ...over,
});

async function create(over: Partial<NewsletterInput> = {}): Promise<Newsletter> {
  const reply = await invoke('createNewsletter', { body: draft(over) });
  expect(reply.status, reply.text).toBe(201);
  return reply.json<Newsletter>();
}

/** A reader who signed up (to the Dream Team when `dreamTeam`) and, when `confirmed`, confirmed. */
async function reader(
  email: string,
  { dreamTeam = true, confirmed = true, name = undefined as string | undefined } = {},
) {
  const groups = dreamTeam ? [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM] : [GROUP_VORACIOUS_READERS];
  await recordSignup(deps(), { email, groups: groups as never, source: 'signup_page', name });
  if (confirmed) await confirmSubscriber(deps(), email);
  return email;
}

/** A confirmed reader with the author's tag `tag` (the audience `tag:<tag>` is then theirs alone). */
async function tagged(email: string, tag: string, name?: string) {
  await reader(email, { dreamTeam: false, name });
  const set = await invoke('setReaderTags', { params: { id: readerIdOf(email) }, body: { tags: [tag] } });
  expect(set.status, set.text).toBe(200);
  return email;
}

/** Creates and sends a newsletter, answering it once its job is done. */
async function sendNow(over: Partial<NewsletterInput>): Promise<Newsletter> {
  const campaign = await create(over);
  const started = await invoke('sendNewsletter', { params: { id: campaign.id } });
  expect(started.status, started.text).toBe(202);
  await waitForJob(started.json<{ jobId: string }>().jobId);
  return campaign;
}

describe('campaign drafts', () => {
  it('are kept, changed, listed and deleted; bad input is refused with a message and writes nothing', async () => {
    const made = await create();
    expect(made).toMatchObject({ status: 'draft', subject: 'News from the canal', audience: GROUP_DREAM_TEAM });

    const changed = await invoke('updateNewsletter', {
      params: { id: made.id },
      body: draft({ subject: 'News, changed', audience: 'all' }),
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await invoke('getNewsletter', { params: { id: made.id } })).json<Newsletter>()).toMatchObject({
      subject: 'News, changed',
      audience: 'all',
      content: draft().content,
    });
    const listed = (await invoke('listNewsletters')).json<NewsletterSummary[]>().find((c) => c.id === made.id);
    expect(listed).toMatchObject({ subject: 'News, changed', status: 'draft' });
    expect(listed).not.toHaveProperty('content');

    for (const [body, message] of [
      [{ ...draft(), subject: '  ' }, 'The subject is required.'],
      [{ ...draft(), content: 'Hello {{name}}' }, 'double braces'],
      [{ ...draft(), audience: 'everyone' }, 'The audience must be one of'],
      [{ ...draft(), extra: 1 }, ''],
    ] as const) {
      const refused = await invoke('updateNewsletter', { params: { id: made.id }, body });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
    expect((await invoke('getNewsletter', { params: { id: made.id } })).json<Newsletter>().subject).toBe(
      'News, changed',
    );

    expect((await invoke('deleteNewsletter', { params: { id: made.id } })).status).toBe(200);
    const gone = await invoke('getNewsletter', { params: { id: made.id } });
    expect(gone.status).toBe(404);
    expect(gone.json<{ message: string }>().message).toContain('no such newsletter');
  });

  it('are refused to anyone but the author', async () => {
    const made = await create();
    for (const claims of [null, { sub: 'reader', 'cognito:groups': '[readers]' }]) {
      expect((await invoke('getNewsletter', { params: { id: made.id }, claims })).status).toBeGreaterThanOrEqual(401);
      expect((await invoke('sendNewsletter', { params: { id: made.id }, claims })).status).toBeGreaterThanOrEqual(401);
    }
  });
});

describe('sending a campaign', () => {
  it('sends one email to each confirmed reader of the audience and none to the unsubscribed, bounced or unconfirmed; only once', async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const domain = uniqueDomain('campaign');
    const team = await Promise.all(['ana', 'ben', 'cy'].map((name) => reader(`${name}@${domain}`)));
    const listOnly = await reader(`list-only@${domain}`, { dreamTeam: false });
    const pending = await reader(`pending@${domain}`, { confirmed: false });
    const left = await reader(`left@${domain}`);
    await unsubscribe(deps(), left);
    const bounced = await reader(`bounced@${domain}`);
    await suppress(deps(), bounced, 'bounce:Permanent:General');
    // An address that bounces for real: SES's mailbox simulator, which the local stack feeds to the SES events function.
    const bouncer = await reader(`bounce+${randomUUID()}@simulator.amazonses.com`);

    const count = (await invoke('countAudience', { params: { audience: GROUP_DREAM_TEAM } })).json<{ count: number }>()
      .count;
    expect(count).toBeGreaterThanOrEqual(3);

    const campaign = await create();
    expect((await invoke('sendNewsletterTest', { params: { id: campaign.id }, body: { to: bouncer } })).status).toBe(
      200,
    );
    await expect.poll(async () => (await getSubscriber(deps(), bouncer))?.suppressed, { timeout: 10_000 }).toBe(true);
    const test = await invoke('sendNewsletterTest', { params: { id: campaign.id }, body: { to: `author@${domain}` } });
    expect(test.status, test.text).toBe(200);
    const [testMail, ...noMore] = await mailTo(domain);
    expect(noMore).toHaveLength(0);
    expect(testMail).toMatchObject({
      subject: '[Test] News from the canal',
      destination: { to: [`author@${domain}`] },
    });
    expect(headerOf(testMail!, 'List-Unsubscribe')).toBeUndefined();

    const started = await invoke('sendNewsletter', { params: { id: campaign.id } });
    expect(started.status, started.text).toBe(202);
    const { jobId, total } = started.json<{ jobId: string; total: number }>();
    expect(total).toBeGreaterThanOrEqual(3);
    const again = await invoke('sendNewsletter', { params: { id: campaign.id } });
    expect(again.status).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('already being sent or has been sent');
    expect((await invoke('updateNewsletter', { params: { id: campaign.id }, body: draft() })).status).toBe(409);
    expect((await invoke('deleteNewsletter', { params: { id: campaign.id } })).status).toBe(409);

    const progress = await waitForJob(jobId);
    expect(progress).toMatchObject({ status: 'done', campaignId: campaign.id, failed: 0 });
    expect((await invoke('getNewsletter', { params: { id: campaign.id } })).json<Newsletter>()).toMatchObject({
      status: 'sent',
      jobId,
      recipients: total,
    });

    const sent = (await mailTo(domain)).filter((mail) => mail.subject === 'News from the canal');
    const counts = countByRecipient(sent);
    expect([...counts.keys()].sort()).toEqual([...team].sort());
    expect([...counts.values()]).toEqual([1, 1, 1]);
    for (const absent of [listOnly, pending, left, bounced]) expect(counts.has(absent)).toBe(false);
    expect((await readMailStore(endpoint(testSettings.ports.ses))).filter(isTo(bouncer)).map((m) => m.subject)).toEqual(
      ['[Test] News from the canal'],
    );

    const mail = sent.find((m) => m.destination.to[0] === team[0])!;
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/.+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.body.text).toMatch(
      /Choose what you receive: http:\/\/\S+\/api\/newsletter\/preferences\/[A-Za-z0-9_-]+/,
    );
    expect(mail.body.text).toContain('Read the first chapter (https://example.com/chapter-one)');
    expect(mail.body.html).toContain('<strong>in March</strong>');
    expect(mail.body.html).toContain('The third book has a date');
    expect(mail.body.html).not.toContain('{{');
    const other = sent.find((m) => m.destination.to[0] === team[1])!;
    expect(headerOf(other, 'List-Unsubscribe')).not.toBe(headerOf(mail, 'List-Unsubscribe'));
  }, 60_000);

  it('answers 404 for an unknown campaign and 400 for an unknown audience', async () => {
    expect((await invoke('sendNewsletter', { params: { id: 'no-such-campaign' } })).status).toBe(404);
    const unknown = await invoke('countAudience', { params: { audience: 'everyone' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('The audience must be one of');
  });
});

describe('merge fields', () => {
  const ZWSP = '\u200B';
  const content = [
    '# Hello {$name|default("reader")}',
    "Dear {$name|default('friend')}, a story for you.",
    '- {$name} keeps this copy',
    'Signed: {**{$name|default("reader")}**} and a\\{$name|default("reader")}',
  ].join('\n\n');

  it('greets each reader by name through the real send, escaped in the HTML and as typed in the text and subject; a reader without a name gets the fallback', async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const domain = uniqueDomain('names');
    const tag = `names-${randomUUID().slice(0, 8)}`;
    const names: Record<string, string | undefined> = {
      [`obrien@${domain}`]: "O'Brien",
      [`anna@${domain}`]: '<Anna>',
      [`evil@${domain}`]: '{{evil}}',
      [`zoe@${domain}`]: 'Zoë 🌙 & Co',
      [`nameless@${domain}`]: undefined,
    };
    for (const [email, name] of Object.entries(names)) await tagged(email, tag, name);
    const campaign = await sendNow({
      subject: `For {$name|default("you")} ${tag}`,
      previewText: 'A note for {$name|default("you")}',
      content,
      audience: `tag:${tag}`,
    });

    const mails = await mailTo(domain);
    expect(mails).toHaveLength(5);
    const mailOf = (email: string) => mails.find((m) => m.destination.to[0] === email)!;
    const html = (words: string) =>
      words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    for (const [email, name] of Object.entries(names)) {
      const mail = mailOf(email);
      const greeted = name ?? 'friend';
      expect(mail.subject, email).toBe(`For ${name ?? 'you'} ${tag}`);
      expect(mail.body.text).toContain(`Hello ${name ?? 'reader'}\n`);
      expect(mail.body.text).toContain(`Dear ${greeted}, a story for you.`);
      expect(mail.body.text).toContain(`- ${name ?? ''} keeps this copy`);
      expect(mail.body.text).toContain(`Signed: {${ZWSP}${name ?? 'reader'}${ZWSP}} and a\\${ZWSP}${name ?? 'reader'}`);
      expect(mail.body.html).toContain(`Hello ${html(name ?? 'reader')}</h1>`);
      expect(mail.body.html).toContain(`<p>Dear ${html(greeted)}, a story for you.</p>`);
      expect(mail.body.html).toContain(`A note for ${html(name ?? 'you')}`);
      expect(mail.body.html).not.toMatch(/\{\$|\{\{#|\{\{name/);
    }
    expect(mailOf(`anna@${domain}`).body.html).not.toContain('<Anna>');
    expect(mailOf(`evil@${domain}`).body.html).toContain('Dear {{evil}}, a story for you.');

    // The reader's history keeps the subject as she wrote it.
    const [kept] = await sentMailOf(deps(), `obrien@${domain}`);
    expect(kept).toMatchObject({ campaignId: campaign.id, subject: `For {$name|default("you")} ${tag}` });

    // A test to a reader's own address shows their name; to another, the fallbacks.
    const test = await invoke('sendNewsletterTest', { params: { id: campaign.id }, body: { to: `obrien@${domain}` } });
    expect(test.status, test.text).toBe(200);
    await expect.poll(async () => (await mailTo(domain)).map((m) => m.subject)).toContain(`[Test] For O'Brien ${tag}`);
  }, 60_000);

  it('the preview fills them for the reader named, and a {$ that is no field is refused with a message', async () => {
    const preview = async (readerName?: string) => {
      const reply = await invoke('previewNewsletter', {
        body: { subject: 'For {$name|default("you")}', previewText: '', content, readerName },
      });
      expect(reply.status, reply.text).toBe(200);
      return reply.json<{ subject: string; html: string; text: string }>();
    };
    const anna = await preview('<Anna>');
    expect(anna.subject).toBe('For <Anna>');
    expect(anna.html).toContain('<p>Dear &lt;Anna&gt;, a story for you.</p>');
    expect(anna.text).toContain('Dear <Anna>, a story for you.');
    const nameless = await preview('  ');
    expect(nameless.subject).toBe('For you');
    expect(nameless.text).toContain('Dear friend, a story for you.');

    for (const [words, message] of [
      ['Hi {$email}', '{$email} is not a field the email can fill'],
      ['Hi {$name|default(reader)}', 'is not a field the email can fill: write {$name}'],
    ] as const) {
      const refused = await invoke('createNewsletter', { body: draft({ content: words }) });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
  });
});

describe('a campaign report', () => {
  it("counts SES's deliveries, bounces and complaints once each, and the readers who unsubscribed since", async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const domain = uniqueDomain('report');
    const [stays, leaves] = await Promise.all([reader(`stays@${domain}`), reader(`leaves@${domain}`)]);
    const bouncer = await reader(`bounce+${randomUUID()}@simulator.amazonses.com`);
    const complainer = await reader(`complaint+${randomUUID()}@simulator.amazonses.com`);
    const campaign = await create({ subject: `Report ${domain}` });
    expect((await invoke('getNewsletterReport', { params: { id: campaign.id } })).status).toBe(409);

    const { jobId } = (await invoke('sendNewsletter', { params: { id: campaign.id } })).json<{ jobId: string }>();
    await waitForJob(jobId);
    await unsubscribe(deps(), leaves);
    const report = async () =>
      (await invoke('getNewsletterReport', { params: { id: campaign.id } })).json<NewsletterReport>();
    // The local stack feeds SES's events (every address delivered but the simulator's bounce) to the same handler as the cloud.
    await expect
      .poll(
        async () => {
          const r = await report();
          return r.delivered + r.bounced === r.sent && r.complained > 0;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const figures = await report();
    // Only this file makes simulator readers; other files may unsubscribe Dream Team readers meanwhile.
    expect(figures).toMatchObject({ bounced: 1, complained: 1, failed: 0 });
    expect(figures.unsubscribed).toBeGreaterThanOrEqual(1);
    expect(figures.delivered).toBe(figures.sent - 1);
    expect((await getSubscriber(deps(), bouncer))?.suppressed).toBe(true);
    expect((await getSubscriber(deps(), complainer))?.suppressed).toBe(true);

    // EventBridge delivers at least once: the same event again counts nothing.
    const [mail] = (await sentMailOf(deps(), stays)).filter((m) => m.jobId === jobId);
    expect(mail).toMatchObject({ campaignId: campaign.id, subject: `Report ${domain}` });
    expect(mail!.deliveredAt).toBeDefined();
    const again = {
      source: 'aws.ses',
      'detail-type': 'Email Delivered',
      detail: { eventType: 'Delivery', mail: { messageId: mail!.messageId }, delivery: { recipients: [stays] } },
    };
    expect(await sesEvents(again)).toEqual({ suppressed: 0, counted: 0 });
    expect((await report()).delivered).toBe(figures.delivered);
  }, 60_000);
});

describe('reports after erasure', () => {
  it('a sent newsletter’s report, the readers desk and its CSV still answer after two of its three readers are erased', async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const domain = uniqueDomain('erased-report');
    const [ann, bo, cat] = await Promise.all(['ann', 'bo', 'cat'].map((name) => reader(`${name}@${domain}`)));
    const campaign = await create({ subject: `Erased ${domain}` });
    const { jobId } = (await invoke('sendNewsletter', { params: { id: campaign.id } })).json<{ jobId: string }>();
    const sent = (await waitForJob(jobId)).sent;
    expect(countByRecipient(await mailTo(domain)).size).toBe(3);

    for (const email of [ann, bo]) {
      const erased = await invoke('eraseReader', { params: { id: readerIdOf(email!) } });
      expect(erased.status, erased.text).toBe(200);
    }
    const report = await invoke('getNewsletterReport', { params: { id: campaign.id } });
    expect(report.status, report.text).toBe(200);
    expect(report.json<NewsletterReport>()).toMatchObject({ sent, failed: 0 });
    const progress = await invoke('getBulkEmailJob', { params: { jobId } });
    expect(progress.status, progress.text).toBe(200);
    expect(progress.text).not.toContain(ann!);

    const desk = await invoke('searchReaders', { body: { query: domain } });
    expect(desk.status, desk.text).toBe(200);
    expect(desk.json<ReaderPage>().readers.map((row) => row.email)).toEqual([cat]);
    const exported = await invoke('exportReaders', { body: { query: domain } });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.json<{ csv: string; readers: number }>()).toMatchObject({
      readers: 1,
      csv: expect.stringContaining(cat!),
    });
    expect(exported.text).not.toContain(bo!);
  }, 60_000);

  it('readers erased while a send waits for their turn are skipped, never mailed, and the send’s progress says so', async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity, startBulkEmailJob: async () => undefined }));
    const domain = uniqueDomain('erased-send');
    const [ann, bo, cat] = await Promise.all(['ann', 'bo', 'cat'].map((name) => reader(`${name}@${domain}`)));
    const started = await invoke('sendBulkDownloadEmails', {
      body: { subscribers: [ann, bo, cat], filename: EBOOK_FILENAME },
    });
    expect(started.status, started.text).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();
    for (const email of [ann, bo])
      expect((await invoke('eraseReader', { params: { id: readerIdOf(email!) } })).status).toBe(200);

    await runBulkEmailJob(deps(), jobId);
    const progress = await invoke('getBulkEmailJob', { params: { jobId } });
    expect(progress.status, progress.text).toBe(200);
    expect(progress.json<BulkEmailJobProgress>()).toMatchObject({
      status: 'done',
      sent: 1,
      failed: 0,
      skipped: 2,
      skippedRecipients: [
        { email: ERASED_RECIPIENT, error: ERASED_SKIP },
        { email: ERASED_RECIPIENT, error: ERASED_SKIP },
      ],
    });
    expect([...countByRecipient(await mailTo(domain)).keys()]).toEqual([cat]);
    expect(await itemsHolding(`SUBSCRIBER#${ERASED_RECIPIENT}`)).toEqual([]);
  }, 60_000);
});

describe("the account's sending reputation", () => {
  it('counts every SES event by day and gives the rates of the last 30 days', async () => {
    // A day no other test writes to: the counters are the whole table's.
    let now = new Date('2031-03-15T12:00:00Z');
    restores.push(overrideDeps({ now: () => now }));
    const event = (eventType: string, detail: Record<string, unknown>) => ({
      source: 'aws.ses',
      'detail-type': eventType,
      detail: { eventType, mail: { messageId: `m-${randomUUID()}` }, ...detail },
    });
    const delivered = (n: number) =>
      Array.from({ length: n }, () => event('Delivery', { delivery: { recipients: ['someone@example.com'] } }));
    for (const e of delivered(97)) await sesEvents(e);
    for (let i = 0; i < 3; i++)
      await sesEvents(
        event('Bounce', {
          bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: `gone${i}@example.com` }] },
        }),
      );
    await sesEvents(
      event('Complaint', { complaint: { complainedRecipients: [{ emailAddress: 'angry@example.com' }] } }),
    );
    // 31 days earlier: outside the window.
    now = new Date('2031-02-12T12:00:00Z');
    await sesEvents(
      event('Bounce', {
        bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'old@example.com' }] },
      }),
    );
    now = new Date('2031-03-15T18:00:00Z');

    const health = (await invoke('getMailHealth')).json<MailHealth>();
    expect(health).toMatchObject({
      days: 30,
      sent: 100,
      delivered: 97,
      bounced: 3,
      complained: 1,
      bounceRate: 0.03,
      complaintRate: 0.01,
    });
    expect(health.daily).toEqual([{ date: '2031-03-15', delivered: 97, bounced: 3, complained: 1 }]);
  });
});

describe('the newsletter archive and web versions', () => {
  it("lists the public newsletters sent, each with a web version without any reader's links; drafts, private and unknown ones answer 404", async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const domain = uniqueDomain('archive');
    await reader(`archive@${domain}`);
    const send = async (over: Partial<NewsletterInput>) => {
      const campaign = await create(over);
      const { jobId } = (await invoke('sendNewsletter', { params: { id: campaign.id } })).json<{ jobId: string }>();
      await waitForJob(jobId);
      return campaign;
    };
    const tag = randomUUID().slice(0, 6);
    const shown = await send({ subject: `Shown ${tag}`, public: true });
    const hidden = await send({ subject: `Hidden ${tag}` });
    expect(hidden.public).toBe(false); // the Dream Team's, by default
    const draft = await create({ subject: `Draft ${tag}`, public: true });

    const archive = await rawRequest('GET', '/newsletters');
    expect(archive.status).toBe(200);
    expect(archive.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(archive.text).toContain(`href="/newsletters/${shown.id}"`);
    expect(archive.text).toContain('<link rel="canonical" href="');
    for (const absent of [hidden, draft]) expect(archive.text).not.toContain(absent.id);

    const page = await rawRequest('GET', `/newsletters/${shown.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>Shown ${tag} | `);
    expect(page.text).toContain('<strong>in March</strong>');
    expect(page.text).toContain('<meta property="og:type" content="article">');
    expect(page.text).not.toMatch(/unsubscribe|preferences|\{\{/);

    const sitemap = (await rawRequest('GET', '/sitemap.xml')).text;
    expect(sitemap).toContain(`/newsletters/${shown.id}</loc>`);
    expect(sitemap).toMatch(/\/newsletters<\/loc>/);
    for (const absent of [hidden, draft]) expect(sitemap).not.toContain(absent.id);

    // A public newsletter's email links its web version; a private one's does not.
    const mails = await mailTo(domain);
    expect(mails.find((m) => m.subject === `Shown ${tag}`)!.body.text).toMatch(
      new RegExp(`Read it in your browser \\(http://[^)]+/newsletters/${shown.id}\\)`),
    );
    expect(mails.find((m) => m.subject === `Hidden ${tag}`)!.body.text).not.toContain('Read it in your browser');

    for (const id of [hidden.id, draft.id, 'no-such-newsletter']) {
      const missing = await rawRequest('GET', `/newsletters/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.text).toContain('Newsletter not found');
      expect(missing.text).toContain('<meta name="robots" content="noindex">');
    }
  }, 60_000);
  it("never shows a tag's newsletter, whatever the editor sent, and sets the archive in the site's own header and footer", async () => {
    restores.push(overrideDeps({ sesMaxSendRate: Infinity }));
    const domain = uniqueDomain('tag-archive');
    const tag = `private-${randomUUID().slice(0, 8)}`;
    await tagged(`tagged@${domain}`, tag);
    const made = await create({ subject: `Tagged ${tag}`, audience: `tag:${tag}`, public: true });
    expect(made.public).toBe(false);
    const changed = await invoke('updateNewsletter', {
      params: { id: made.id },
      body: draft({ subject: `Tagged ${tag}`, audience: `tag:${tag}`, public: true }),
    });
    expect(changed.json<Newsletter>().public).toBe(false);
    const started = await invoke('sendNewsletter', { params: { id: made.id } });
    await waitForJob(started.json<{ jobId: string }>().jobId);
    const shown = await sendNow({ subject: `Public {$name|default("Reader")} ${tag}`, audience: 'all', public: true });

    const archive = await rawRequest('GET', '/newsletters');
    expect(archive.status).toBe(200);
    expect(archive.text).not.toContain(made.id);
    expect((await rawRequest('GET', `/newsletters/${made.id}`)).status).toBe(404);
    expect((await mailTo(domain)).find((m) => m.subject === `Tagged ${tag}`)!.body.text).not.toContain(
      'Read it in your browser',
    );

    // The site's chrome: the built page's header (every entry of the nav) and footer around the archive's list.
    const built = readFileSync(join(testSettings.frontendDir, NOT_FOUND_SHELL_KEY), 'utf8');
    const around = (page: string) => [
      page.slice(page.indexOf('<body'), page.indexOf('<main')),
      page.slice(page.lastIndexOf('</main>')),
    ];
    expect(around(archive.text)).toEqual(around(built));
    expect(archive.text).toContain('href="/blog"');
    expect(archive.text).toMatch(/<h1 class="font-display[^"]*">Newsletters<\/h1>/);
    expect(archive.text).toContain(`<a href="/newsletters/${shown.id}"`);
    expect(archive.text).toContain(`>Public Reader ${tag}</a>`);
    expect(archive.text).toContain('<title>Newsletters | ');
    expect(archive.text).not.toContain('noindex');
  }, 60_000);
});

describe('"Email this post"', () => {
  it('makes a draft of a published post with its words and its link; a draft post is refused', async () => {
    const post = await createPost({ content: 'The fog came in.\n\nNobody spoke of it.' });
    const reply = await invoke('createNewsletterFromPost', { body: { postId: post.id } });
    expect(reply.status, reply.text).toBe(201);
    const campaign = reply.json<Newsletter>();
    expect(campaign).toMatchObject({
      status: 'draft',
      subject: post.title,
      previewText: post.excerpt,
      audience: GROUP_VORACIOUS_READERS,
      postId: post.id,
    });
    expect(campaign.content).toContain('The fog came in.');
    expect(campaign.content).toContain(`${deps().siteUrl}/blog/${post.slug}`);

    const unpublished = await createPost({ isPublished: false });
    const refused = await invoke('createNewsletterFromPost', { body: { postId: unpublished.id } });
    expect(refused.status).toBe(404);
    expect(refused.json<{ message: string }>().message).toContain('Only a published post can be emailed');
  });
});
