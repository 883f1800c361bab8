import { describe, expect, it } from 'vitest';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import {
  IMPORT_INVITE_MAX,
  readerIdOf,
  type ImportReport,
  type ReaderDetail,
  type ReaderPage,
  type ReaderRow,
} from '../../functions/contract/readers';
import {
  confirmSubscriber,
  getSubscriber,
  recordSignup,
  subscriberStatuses,
  suppress,
  unsubscribe,
} from '../../functions/core/mailing-list/subscribers';
import { unsubscribeTokenFor } from '../../functions/core/mailing-list/tokens';
import { recordSentMail } from '../../functions/entities/sent-mail';
import { deps } from '../../functions/lib/deps';
import { invoke, sesEvents } from '../support/invoke';
import { itemsHolding } from '../support/writes';
import { mailTo, uniqueDomain, waitForJob } from './downloads-calls';
import { randomClient } from './mailing-list-helpers';

/**
 * The subscriber desk (issue 15 item 7): search and filters over the readers index, paging, a
 * reader's record, tags, readers added by hand and by CSV import (with consent), the CSV round
 * trip, and erasure (nothing of the reader left in the table; no import brings them back).
 * Every test keeps to its own domain, so the shared table's other readers do not matter.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reader who signed up; `state` says how far they went. Sign-ups are a few ms apart, so "newest first" is well defined. */
async function reader(
  email: string,
  state: 'pending' | 'confirmed' | 'unsubscribed' | 'suppressed' = 'confirmed',
  dreamTeam = false,
) {
  const groups = dreamTeam ? [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM] : [GROUP_VORACIOUS_READERS];
  await recordSignup(deps(), {
    email,
    name: `Reader ${email.split('@')[0]}`,
    groups: groups as never,
    source: dreamTeam ? 'dream_team' : 'signup_page',
  });
  if (state !== 'pending') await confirmSubscriber(deps(), email);
  if (state === 'unsubscribed') await unsubscribe(deps(), email);
  if (state === 'suppressed') await suppress(deps(), email, 'bounce:Permanent:General');
  await sleep(5);
  return email;
}

async function search(body: Record<string, unknown>): Promise<ReaderPage> {
  const reply = await invoke('searchReaders', { body });
  expect(reply.status, reply.text).toBe(200);
  return reply.json<ReaderPage>();
}

const emailsOf = (page: ReaderPage) => page.readers.map((r) => r.email);

async function detail(email: string): Promise<ReaderDetail> {
  const reply = await invoke('getReader', { params: { id: readerIdOf(email) } });
  expect(reply.status, reply.text).toBe(200);
  return reply.json<ReaderDetail>();
}

async function importCsv(csv: string, optedIn = true): Promise<ImportReport> {
  const reply = await invoke('importReaders', {
    body: { csv, optedIn, consentBasis: 'They signed up on my old MailerLite form in 2025.' },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.json<ImportReport>();
}

/** SES's event about the email `messageId` sent to `email`, as EventBridge delivers it. */
const sesEventOf = (detailType: string, email: string, messageId: string, detail: Record<string, unknown>) => ({
  source: 'aws.ses',
  'detail-type': detailType,
  detail: { mail: { messageId, destination: [email] }, ...detail },
});

describe('searching readers', () => {
  it('finds readers by part of their address or name, newest first, filtered by state, source, list, tag and day, a page at a time', async () => {
    const domain = uniqueDomain('desk');
    const [ann, bea, cal, dot, eve] = ['ann', 'bea', 'cal', 'dot', 'eve'].map((n) => `${n}@${domain}`) as [
      string,
      string,
      string,
      string,
      string,
    ];
    await reader(ann, 'confirmed', true);
    await reader(bea, 'pending');
    await reader(cal, 'unsubscribed');
    await reader(dot, 'suppressed');
    await reader(eve, 'confirmed');

    expect(emailsOf(await search({ query: domain }))).toEqual([eve, dot, cal, bea, ann]);
    expect(emailsOf(await search({ query: domain.toUpperCase() }))).toHaveLength(5);
    expect(emailsOf(await search({ query: 'READER BEA' }))).toContain(bea);
    expect(emailsOf(await search({ query: domain, state: 'confirmed' }))).toEqual([eve, ann]);
    expect(emailsOf(await search({ query: domain, state: 'suppressed' }))).toEqual([dot]);
    expect(emailsOf(await search({ query: domain, state: 'unsubscribed' }))).toEqual([cal]);
    expect(emailsOf(await search({ query: domain, list: GROUP_DREAM_TEAM }))).toEqual([ann]);
    expect(emailsOf(await search({ query: domain, source: 'dream_team' }))).toEqual([ann]);
    const today = new Date().toISOString().slice(0, 10);
    expect(emailsOf(await search({ query: domain, from: today, to: today }))).toHaveLength(5);
    expect(emailsOf(await search({ query: domain, to: '2020-01-01' }))).toEqual([]);

    const first = await search({ query: domain, limit: 2 });
    expect(emailsOf(first)).toEqual([eve, dot]);
    const second = await search({ query: domain, limit: 2, cursor: first.nextCursor });
    expect(emailsOf(second)).toEqual([cal, bea]);
    const third = await search({ query: domain, limit: 2, cursor: second.nextCursor });
    expect(emailsOf(third)).toEqual([ann]);
    expect(third.nextCursor).toBeUndefined();

    const row = (await search({ query: ann })).readers[0]!;
    expect(row).toMatchObject<Partial<ReaderRow>>({
      id: readerIdOf(ann),
      email: ann,
      name: 'Reader ann',
      state: 'confirmed',
      lists: [GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS],
      tags: [],
      sources: ['dream_team'],
    });
  });

  it('refuses a forged cursor, an unknown filter and a bad day with a message', async () => {
    for (const body of [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('{"pk":1}').toString('base64url') },
      { state: 'lurking' },
      { from: '24/11/2026' },
      { limit: 5000 },
      { colour: 'red' },
    ]) {
      const reply = await invoke('searchReaders', { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json<{ message: string }>().message.length).toBeGreaterThan(10);
    }
  });
});

describe("a reader's page", () => {
  it('shows their consent, the newsletters sent to them with what happened, and their downloads; 404 for an address not on the list', async () => {
    const email = await reader(`page@${uniqueDomain('desk')}`);
    await recordSentMail(deps(), [
      {
        email,
        messageId: 'm-1',
        jobId: 'job-1',
        campaignId: 'c-1',
        subject: 'News from the canal',
        sentAt: new Date().toISOString(),
      },
    ]);
    const link = await invoke('generateDownloadLink', { body: { email, filename: EBOOK_FILENAME } });
    expect(link.status, link.text).toBe(200);

    const record = await detail(email);
    expect(record.consents).toHaveLength(0); // recordSignup alone writes no consent: the sign-up route does
    expect(record.mails).toEqual([
      expect.objectContaining({ subject: 'News from the canal', campaignId: 'c-1', outcome: 'sent' }),
    ]);
    expect(record.state).toBe('confirmed');

    const missing = await invoke('getReader', { params: { id: readerIdOf(`nobody@${uniqueDomain('desk')}`) } });
    expect(missing.status).toBe(404);
    expect((await invoke('getReader', { params: { id: '!!!' } })).status).toBe(400);
  });
});

describe('tags', () => {
  it('are set on a reader, searched by, and counted', async () => {
    const domain = uniqueDomain('tags');
    const [a, b] = [await reader(`a@${domain}`), await reader(`b@${domain}`)];
    const tagged = await invoke('setReaderTags', {
      params: { id: readerIdOf(a) },
      body: { tags: ['Book Fair 2026', 'book fair 2026', 'signed-copy'] },
    });
    expect(tagged.status, tagged.text).toBe(200);
    expect(tagged.json<ReaderDetail>().tags).toEqual(['book fair 2026', 'signed-copy']);
    expect(emailsOf(await search({ query: domain, tag: 'book fair 2026' }))).toEqual([a]);

    const counts = (await invoke('listReaderTags')).json<{ tag: string; readers: number }[]>();
    expect(counts.find((c) => c.tag === 'signed-copy')?.readers).toBeGreaterThanOrEqual(1);

    // A newsletter can go to the confirmed readers with a tag, and to nobody else.
    const tag = `t-${domain.slice(5, 13)}`;
    const pending = await reader(`c@${domain}`, 'pending');
    for (const email of [b, pending])
      await invoke('setReaderTags', { params: { id: readerIdOf(email) }, body: { tags: [tag] } });
    const audience = await invoke('countAudience', { params: { audience: `tag:${tag}` } });
    expect(audience.status, audience.text).toBe(200);
    expect(audience.json<{ count: number }>().count).toBe(1);
    const campaign = await invoke('createNewsletter', {
      body: { subject: 'For the fair', content: 'Hello', audience: `tag:${tag}` },
    });
    expect(campaign.json<{ audience: string; public: boolean }>()).toMatchObject({
      audience: `tag:${tag}`,
      public: false,
    });
    expect((await invoke('countAudience', { params: { audience: 'tag:Not Lower' } })).status).toBe(400);

    expect(
      (await invoke('setReaderTags', { params: { id: readerIdOf(b) }, body: { tags: ['<script>'] } })).status,
    ).toBe(400);
    expect(
      (await invoke('setReaderTags', { params: { id: readerIdOf(`ghost@${domain}`) }, body: { tags: ['x'] } })).status,
    ).toBe(404);
    const cleared = await invoke('setReaderTags', { params: { id: readerIdOf(a) }, body: { tags: [] } });
    expect(cleared.json<ReaderDetail>().tags).toEqual([]);
  });
});

describe('adding a reader by hand', () => {
  it('confirms at once when the author attests the opt-in, keeping her statement as their consent', async () => {
    const domain = uniqueDomain('add');
    const reply = await invoke('addReader', {
      body: {
        email: `Met@${domain}`,
        name: 'Met At Fair',
        lists: [GROUP_VORACIOUS_READERS],
        tags: ['fair'],
        consentBasis: 'Signed my paper list at the book fair.',
        optedIn: true,
      },
    });
    expect(reply.status, reply.text).toBe(201);
    const record = await detail(`met@${domain}`);
    expect(record).toMatchObject({
      state: 'confirmed',
      name: 'Met At Fair',
      tags: ['fair'],
      sources: ['added_by_author'],
    });
    expect(record.consents).toEqual([
      expect.objectContaining({
        consentText: 'Signed my paper list at the book fair.',
        source: 'added_by_author',
        doubleOptIn: false,
      }),
    ]);
    expect(await mailTo(domain)).toHaveLength(0);

    const again = await invoke('addReader', {
      body: {
        email: `met@${domain}`,
        lists: [GROUP_VORACIOUS_READERS],
        consentBasis: 'Signed my paper list.',
        optedIn: true,
      },
    });
    expect(again.status).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already on your list/);
  });

  it('sends the confirmation email otherwise: the reader joins only by confirming', async () => {
    const domain = uniqueDomain('add');
    const reply = await invoke('addReader', {
      body: {
        email: `asked@${domain}`,
        lists: [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM],
        consentBasis: 'Asked me by email to join.',
        optedIn: false,
      },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json<{ confirmationSent: boolean }>().confirmationSent).toBe(true);
    expect((await detail(`asked@${domain}`)).state).toBe('pending');
    const mail = await mailTo(domain);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/confirm/i);

    const bad = await invoke('addReader', {
      body: { email: `short@${domain}`, lists: [], consentBasis: 'yes', optedIn: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await search({ query: `short@${domain}` })).readers).toEqual([]);
  });
});

describe('CSV export and import', () => {
  it('round-trips: importing what was exported changes nothing', async () => {
    const domain = uniqueDomain('csv');
    for (const [name, state] of [
      ['one', 'confirmed'],
      ['two', 'pending'],
      ['three', 'unsubscribed'],
      ['four', 'suppressed'],
    ] as const)
      await reader(`${name}@${domain}`, state, name === 'one');
    await invoke('setReaderTags', {
      params: { id: readerIdOf(`one@${domain}`) },
      body: { tags: ['early', 'map-lover'] },
    });
    await invoke('setReaderTags', { params: { id: readerIdOf(`two@${domain}`) }, body: { tags: ['=cmd|calc'] } }).then(
      (r) => expect(r.status).toBe(400),
    );

    const exported = await invoke('exportReaders', { body: { query: domain } });
    expect(exported.status, exported.text).toBe(200);
    const file = exported.json<{ csv: string; readers: number; filename: string }>();
    expect(file.readers).toBe(4);
    expect(file.csv.split('\n')[0]).toBe('email,name,status,lists,tags,sources,signed_up,confirmed');
    expect(file.csv).toContain(
      `one@${domain},Reader one,confirmed,dream-team; voracious-readers,early; map-lover,dream_team,`,
    );

    const before = JSON.stringify(await itemsHolding(domain));
    const report = await importCsv(file.csv);
    expect(report).toMatchObject({ rows: 4, added: 0, updated: 0, unchanged: 4, confirmationsSent: 0, problems: [] });
    expect(JSON.stringify(await itemsHolding(domain))).toBe(before);
  });

  it('adds new readers with their lists and tags, gives existing ones only new tags, and lists bad rows', async () => {
    const domain = uniqueDomain('csv');
    await reader(`known@${domain}`, 'unsubscribed');
    const csv = [
      'Email,Name,Lists,Tags,Favourite book',
      `new@${domain},"Newcomer, Jr.",dream-team,ARC; fair,True Veil`,
      `known@${domain},Known,,fair,`,
      `not-an-address,,,,`,
      `new@${domain},Twice,,,`,
      `lists@${domain},,poetry-club,,`,
      `'=plain@${domain},,,,`,
    ].join('\r\n');
    const report = await importCsv(csv);
    expect(report).toMatchObject({ rows: 6, added: 1, updated: 1, unchanged: 0, confirmationsSent: 0 });
    expect(report.problems.map((p) => [p.line, p.reason.slice(0, 20)])).toEqual([
      [4, 'This is not a valid '],
      [5, 'Listed already on li'],
      [6, '"poetry-club" is not'],
      [7, 'This is not a valid '],
    ]);
    expect(await detail(`new@${domain}`)).toMatchObject({
      state: 'confirmed',
      name: 'Newcomer, Jr.',
      lists: [GROUP_DREAM_TEAM],
      tags: ['arc', 'fair'],
      sources: ['imported'],
    });
    expect(await detail(`known@${domain}`)).toMatchObject({ state: 'unsubscribed', tags: ['fair'] });
  });

  it('without the attestation sends each new reader the confirmation email, and refuses more than IMPORT_INVITE_MAX, writing nothing', async () => {
    const domain = uniqueDomain('csv');
    const report = await importCsv(`email\nx@${domain}\ny@${domain}\n`, false);
    expect(report).toMatchObject({ added: 2, confirmationsSent: 2 });
    expect(await mailTo(domain)).toHaveLength(2);
    expect((await detail(`x@${domain}`)).state).toBe('pending');

    const many = ['email', ...Array.from({ length: IMPORT_INVITE_MAX + 1 }, (_, i) => `r${i}@${domain}`)].join('\n');
    const refused = await invoke('importReaders', {
      body: { csv: many, optedIn: false, consentBasis: 'They asked me at the fair.' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/at most 50 at a time/);
    expect((await search({ query: `r1@${domain}` })).readers).toEqual([]);
  });

  it('refuses a file it cannot read, with a message', async () => {
    for (const csv of ['name\nNo Address', 'email,name\n"broken,quote\n', '']) {
      const reply = await invoke('importReaders', {
        body: { csv, optedIn: true, consentBasis: 'They signed up on my old form.' },
      });
      expect(reply.status, csv).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(/file|CSV/);
    }
  });
});

describe('erasing a reader', () => {
  it('leaves nothing of them in the table, and no import or hand can add them back', async () => {
    const domain = uniqueDomain('erase');
    const email = await reader(`gone@${domain}`, 'confirmed', true);
    const neighbour = await reader(`agone@${domain}`); // contains the address: must be kept
    await unsubscribeTokenFor(deps(), email);
    await recordSentMail(deps(), [
      { email, messageId: 'm-2', jobId: 'job-2', subject: 'Hello', sentAt: new Date().toISOString() },
    ]);
    await invoke('generateDownloadLink', { body: { email, filename: EBOOK_FILENAME } });
    const bulk = await invoke('sendBulkDownloadEmails', {
      body: { subscribers: [email, neighbour], filename: EBOOK_FILENAME },
    });
    expect(bulk.status, bulk.text).toBe(202);
    // The send ends before the erasure (a send still under way when a reader is erased is the campaign tests').
    await waitForJob(bulk.json<{ jobId: string }>().jobId);
    expect((await itemsHolding(email)).length).toBeGreaterThan(4);

    const erased = await invoke('eraseReader', { params: { id: readerIdOf(email) } });
    expect(erased.status, erased.text).toBe(200);
    expect(await itemsHolding(`"${email}"`)).toEqual([]);
    expect(await itemsHolding(`#${email}`)).toEqual([]);
    expect((await detail(neighbour)).email).toBe(neighbour);

    const report = await importCsv(`email\n${email}\n`);
    expect(report).toMatchObject({
      added: 0,
      problems: [expect.objectContaining({ reason: expect.stringMatching(/erased/) })],
    });
    const byHand = await invoke('addReader', {
      body: { email, lists: [GROUP_VORACIOUS_READERS], consentBasis: 'They told me so in person.', optedIn: true },
    });
    expect(byHand.status).toBe(409);
    expect(await itemsHolding(`"${email}"`)).toEqual([]);
    expect((await invoke('eraseReader', { params: { id: readerIdOf(email) } })).status).toBe(404);
  });

  it('keeps nothing of an SES event that arrives for them after the erasure', async () => {
    const email = await reader(`late@${uniqueDomain('erase-late')}`, 'confirmed', true);
    expect((await invoke('eraseReader', { params: { id: readerIdOf(email) } })).status).toBe(200);
    // SES reports a delivery seconds after the send: the erasure may come between.
    const delivery = sesEventOf('Email Delivered', email, 'm-late', {
      eventType: 'Delivery',
      delivery: { recipients: [email] },
    });
    expect(await sesEvents(delivery)).toEqual({ suppressed: 0, counted: 0 });
    expect(await itemsHolding(email)).toEqual([]);
  });

  it('keeps a bounce that arrives after the erasure under the one-way hash alone, and the address stays suppressed', async () => {
    const domain = uniqueDomain('erase-bounce');
    const email = await reader(`bounced@${domain}`);
    expect((await invoke('eraseReader', { params: { id: readerIdOf(email) } })).status).toBe(200);
    // The last email's bounce comes back after the erasure.
    const bounce = sesEventOf('Bounce', email, 'm-bounced-late', {
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: email }] },
    });
    expect(await sesEvents(bounce)).toEqual({ suppressed: 1, counted: 0 });
    expect(await itemsHolding(email)).toEqual([]);

    // Still suppressed, as without the erasure: the author's sends skip it, and a new sign-up gets no email.
    expect((await subscriberStatuses(deps(), [email])).get(email)).toBe('suppressed');
    const signedUp = await invoke('mailingListSignup', { body: { email }, sourceIp: randomClient() });
    expect(signedUp.status, signedUp.text).toBe(200);
    expect(await getSubscriber(deps(), email)).toMatchObject({
      suppressed: true,
      suppressionReason: 'bounce:Permanent:General',
    });
    expect(await mailTo(domain)).toEqual([]);
  });
});
