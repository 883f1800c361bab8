import { randomUUID } from 'node:crypto';
import { AUTHOR_NAME } from '../../content/seed/author';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DREAM_TEAM_WELCOME } from '../../content/pages/dream-team';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../functions/contract/constants';
import { consentOf, SIGNUP_REPLY_MESSAGES } from '../../functions/contract/mailing-list';
import { subscriberStatuses } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { seenPage } from '../support/reader-view';
import { mailTo, postForm, readerItems, signUp, subscriber, uniqueEmail } from './mailing-list-helpers';

/** The consent words the test stack's forms show: naming her as its start publishes her (the seed). */
const CONSENT = consentOf(AUTHOR_NAME);

describe('POST /api/newsletter/signup', () => {
  it('stores one trimmed, lower-cased reader in Voracious Readers, with a consent record, and emails a confirmation link', async () => {
    const email = uniqueEmail('first');
    const reply = await signUp({ email: `  ${email.toUpperCase()} `, name: '  Ada  ' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json()).toEqual({ message: SIGNUP_REPLY_MESSAGES.confirmationRequired, confirmationRequired: true });

    const stored = await subscriber(email);
    expect(stored).toMatchObject({ email, name: 'Ada', status: 'pending', suppressed: false });
    expect(stored!.groups).toEqual(new Set(['voracious-readers']));
    expect(stored!.sources).toEqual(new Set(['signup_page']));
    expect(stored!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(stored!.confirmedAt).toBeUndefined();

    const { consents } = await readerItems(email);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      email,
      source: 'signup_page',
      consentVersion: CONSENT.version,
      consentText: CONSENT.text,
      doubleOptIn: true,
    });

    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.from).toBe(deps().mailFrom);
    expect(mail[0]!.body.text).toContain('/api/newsletter/confirm/');
    expect(mail[0]!.body.html).toContain('/api/newsletter/confirm/');
    // A stranger may have typed the name: the confirmation email does not repeat it.
    expect(mail[0]!.body.text).not.toContain('Ada');
  });

  it('takes a sign-up form posted natively (before the app starts, or without JavaScript) and answers it with a page', async () => {
    const email = uniqueEmail('native');
    const form = new URLSearchParams({
      source: SIGNUP_SOURCE_DREAM_TEAM,
      name: 'Ada',
      email,
      website: '',
      role: 'editor',
      newsletter: 'on',
    });
    const posted = await postForm('/api/newsletter/signup', form.toString());
    expect(posted.status, posted.text).toBe(200);
    expect(posted.headers['content-type']).toMatch(/^text\/html/);
    expect(posted.text).toContain(`<h1>${DREAM_TEAM_WELCOME}</h1><p>${SIGNUP_REPLY_MESSAGES.confirmationRequired}</p>`);
    expect(await subscriber(email)).toMatchObject({
      email,
      name: 'Ada',
      status: 'pending',
      // The box asked for the newsletter; the Dream Team is the author's to approve.
      groups: new Set(['voracious-readers']),
    });
    expect(await mailTo(email)).toHaveLength(1);

    // A refused form post is a page in words too, and stores nothing.
    const typo = 'ada-at-example.com';
    const refused = await postForm('/api/newsletter/signup', `email=${typo}&source=signup_page`);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(seenPage(refused.text).paragraphs).toContain('Please enter a valid email address.');
    expect(await subscriber(typo)).toBeUndefined();
  });

  it('merges repeat sign-ups into the one record and answers them exactly as a first sign-up', async () => {
    const email = uniqueEmail('repeat');
    const first = await signUp({ email, source: 'newsletter_prompt' });
    const again = await signUp({
      email: email.toUpperCase(),
      source: SIGNUP_SOURCE_DREAM_TEAM,
      readerMagnetId: null,
      name: 'Later Name',
    });
    const stranger = await signUp({ email: uniqueEmail('other'), source: SIGNUP_SOURCE_DREAM_TEAM });
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(stranger.text).toBe(first.text);

    const { profiles, consents } = await readerItems(email);
    expect(profiles).toHaveLength(1);
    expect(consents.map((c) => c.source).sort()).toEqual(['dream_team', 'newsletter_prompt']);
    const stored = await subscriber(email);
    // A Dream Team sign-up is an application: the team's list waits for the author's approval.
    expect(stored!.groups).toEqual(new Set(['voracious-readers']));
    expect(stored!.sources).toEqual(new Set(['newsletter_prompt', 'dream_team']));
    expect(stored!.name).toBe('Later Name');
    // The first name given stays: someone else signing the reader up cannot rename them.
    expect((await signUp({ email, name: 'Someone Else' })).text).toBe(first.text);
    expect((await subscriber(email))!.name).toBe('Later Name');
    // The second sign-up came within the resend cool-down: one confirmation email, not two.
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('makes one record of 50 parallel sign-ups of one email, and sends one confirmation', async () => {
    const email = uniqueEmail('parallel');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp({ email, source: i % 2 ? 'newsletter_prompt' : 'dream_team' })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);

    const { profiles, consents } = await readerItems(email);
    expect(profiles).toHaveLength(1);
    expect(consents).toHaveLength(50);
    expect(profiles[0]!.groups).toEqual(new Set(['voracious-readers']));
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('makes 200 records of 200 parallel sign-ups of distinct emails', async () => {
    const run = randomUUID().slice(0, 8);
    const emails = Array.from({ length: 200 }, (_, i) => `distinct-${run}-${i}@example.com`);
    const replies = await Promise.all(emails.map((email) => signUp({ email })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(200);

    const statuses = await subscriberStatuses(deps(), emails);
    expect([...statuses.values()].filter((s) => s === 'pending')).toHaveLength(200);
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await deps().db.send(
        new ScanCommand({
          TableName: deps().table,
          // eslint-disable-next-line no-restricted-syntax -- an observer across partitions: how many profiles 200 racing sign-ups left
          FilterExpression: 'begins_with(pk, :prefix) AND sk = :profile',
          ExpressionAttributeValues: { ':prefix': `SUBSCRIBER#distinct-${run}-`, ':profile': 'PROFILE' },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      count += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    expect(count).toBe(200);
  });

  it('refuses a missing, invalid or over-long email, an over-long name and an unknown source', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /Please enter your email address/],
      [{ email: '   ' }, /Please enter your email address/],
      [{ email: 'not-an-email' }, /valid email address/],
      [{ email: `${'a'.repeat(243)}@example.com` }, /at most 254 characters/],
      [{ email: uniqueEmail('long-name'), name: 'n'.repeat(101) }, /name/],
      [{ email: uniqueEmail('source'), source: 'somewhere_else' }, /source/],
    ];
    for (const [body, message] of cases) {
      const reply = await signUp(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((reply.json() as { message: string }).message).toMatch(message);
    }
    expect(await subscriber(String(cases[4]![0].email))).toBeUndefined();
  });

  it('answers a filled-in honeypot exactly as a success, storing and sending nothing', async () => {
    const email = uniqueEmail('bot');
    const human = await signUp({ email: uniqueEmail('human'), website: '' });
    const bot = await signUp({ email, name: 'Buy pills', website: 'https://spam.example' });
    expect(bot.status).toBe(200);
    expect(bot.text).toBe(human.text);
    expect(await readerItems(email)).toEqual({ profiles: [], consents: [] });
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('refuses bodies over 2 KB with 413 before reading them', async () => {
    const reply = await signUp({ email: uniqueEmail('big'), name: 'x'.repeat(2100) });
    expect(reply.status).toBe(413);
    expect((reply.json() as { message: string }).message).toMatch(/too large/);
  });
});
