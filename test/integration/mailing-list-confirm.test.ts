import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LINK_DAYS, SIGNUP_REPLY_MESSAGES } from '../../functions/contract/mailing-list';
import { subscriberKey } from '../../functions/entities/subscriber';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { testSettings } from '../support/stack-settings';
import { seenPage } from '../support/reader-view';
import {
  headerOf,
  isFreeEbookMail,
  linkIn,
  mailTo,
  postForm,
  randomClient,
  send,
  signUp,
  signUpAndConfirm,
  subscriber,
  uniqueEmail,
  type StoredMail,
} from './mailing-list-helpers';

function expectListMail(mail: StoredMail) {
  const unsubscribe = headerOf(mail, 'List-Unsubscribe');
  expect(unsubscribe).toMatch(new RegExp(`^<${testSettings.siteUrl}/api/newsletter/unsubscribe/[A-Za-z0-9_-]{43}>$`));
  expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.body.html).toContain(unsubscribe!.slice(1, -1));
  expect(mail.body.text).toContain(unsubscribe!.slice(1, -1));
  expect(mail.from).toBe(deps().mailFrom);
}

describe('double opt-in', () => {
  it('confirms only by the page’s POST button; opening the link changes nothing; then sends the welcome email', async () => {
    const email = uniqueEmail('confirm');
    await signUp({ email, name: 'Grace' });
    const [confirmation] = await mailTo(email);
    const link = linkIn(confirmation!, '/api/newsletter/confirm/');

    // A mail scanner opens the link, twice, and even sends HEAD-like GETs: nothing changes.
    for (let i = 0; i < 3; i++) {
      const page = await send('GET', link);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(seenPage(page.text).forms).toEqual([
        { method: 'post', action: link, fields: [], buttons: [{ text: 'Confirm my subscription', disabled: false }] },
      ]);
      expect(page.text).not.toContain(email); // the address is shown masked
    }
    expect((await subscriber(email))!.status).toBe('pending');
    expect(await mailTo(email)).toHaveLength(1);

    const confirmed = await postForm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('You’re confirmed!');
    const stored = await subscriber(email);
    expect(stored!.status).toBe('confirmed');
    expect(stored!.confirmedAt).toMatch(/^\d{4}-/);

    const mail = await mailTo(email);
    expect(mail).toHaveLength(3);
    const welcome = mail[1]!;
    expect(isFreeEbookMail(mail[2]!)).toBe(true);
    expect(welcome.subject).toMatch(/Welcome to .*Voracious Readers/);
    expect(welcome.body.text).toContain('Hi Grace,');
    expect(welcome.body.html).toContain('Hi Grace,');
    expectListMail(welcome);

    // Pressing again (or the scanner posting) confirms nothing new and sends no second welcome or free ebook.
    const again = await postForm(link);
    expect(again.status).toBe(200);
    expect(await mailTo(email)).toHaveLength(3);
    const opened = await send('GET', link);
    expect(opened.text).toContain('already confirmed');
  });

  it('sends the Dream Team welcome to a Dream Team sign-up: program details, next steps, and the fee-structure reply', async () => {
    const email = uniqueEmail('dream');
    const welcome = await signUpAndConfirm(email, { source: 'dream_team', readerMagnetId: null });
    expect(welcome.subject).toBe('Welcome to the Dream Team!');
    for (const body of [welcome.body.text!, welcome.body.html!]) {
      expect(body).toMatch(/program guidelines/i);
      expect(body).toMatch(/next steps/i);
      expect(body).toContain('Beta Readers');
      expect(body).toContain('fee structure');
    }
    expect(welcome.replyTo.length).toBeGreaterThan(0);
    expectListMail(welcome);
  });

  it('sends a confirmed reader who joins the Dream Team later its welcome, and for a plain repeat their library’s link', async () => {
    const email = uniqueEmail('later-dream');
    await signUpAndConfirm(email);
    await signUp({ email });
    expect((await mailTo(email)).map((m) => m.subject).slice(3)).toEqual(['Your books']);
    await signUp({ email, source: 'dream_team' });
    const mail = await mailTo(email);
    expect(mail).toHaveLength(5);
    expect(mail[4]!.subject).toBe('Welcome to the Dream Team!');
    expect((await subscriber(email))!.status).toBe('confirmed');
  });

  it('answers an unknown token with a 404 page and an expired one with a 410 page, confirming nothing', async () => {
    for (const token of ['no-such-token-at-all-123456', 'x', '%3Cscript%3E']) {
      const page = await send('GET', `/api/newsletter/confirm/${token}`);
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).not.toContain('<script>');
      expect((await postForm(`/api/newsletter/confirm/${token}`)).status).toBe(404);
    }

    const email = uniqueEmail('expired');
    await signUp({ email });
    const token = linkIn((await mailTo(email))[0]!, '/api/newsletter/confirm/')
      .split('/')
      .pop()!;
    const later = new Date(Date.now() + (CONFIRMATION_LINK_DAYS + 1) * 24 * 3600 * 1000);
    const restore = overrideDeps({ now: () => later });
    try {
      const page = await invoke('mailingListConfirmPage', { params: { token } });
      expect(page.status).toBe(410);
      expect(page.text).toContain('expired');
      expect((await invoke('mailingListConfirm', { params: { token } })).status).toBe(410);
    } finally {
      restore();
    }
    expect((await subscriber(email))!.status).toBe('pending');
    // Within its validity the same token still works.
    expect((await invoke('mailingListConfirm', { params: { token } })).status).toBe(200);
    expect((await subscriber(email))!.status).toBe('confirmed');
  });
});

describe('double opt-in switched off (DOUBLE_OPT_IN=false)', () => {
  const client = randomClient();
  const signUpInProcess = async (body: Record<string, unknown>) => {
    // From a client of its own, so the route's per-client limit (kept in the shared table) counts these apart.
    const reply = await invoke('mailingListSignup', { body, sourceIp: client });
    return { status: reply.status, body: reply.json() as unknown };
  };

  it('confirms at once and sends the welcome email, once however many sign-ups arrive', async () => {
    const restore = overrideDeps({ doubleOptIn: false });
    try {
      const email = uniqueEmail('no-opt-in');
      const replies = await Promise.all(Array.from({ length: 10 }, () => signUpInProcess({ email })));
      for (const reply of replies)
        expect(reply).toEqual({
          status: 200,
          body: { message: SIGNUP_REPLY_MESSAGES.confirmed, confirmationRequired: false },
        });
      const stored = await subscriber(email);
      expect(stored).toMatchObject({ status: 'confirmed', gsi1pk: 'SUBSCRIBERS#confirmed' });
      // One welcome and one free ebook; the sign-ups that found the reader already in send their
      // library's link, once (the address's cap).
      const mail = await mailTo(email);
      const welcomes = mail.filter((m) => /Welcome/.test(m.subject));
      expect(welcomes).toHaveLength(1);
      expectListMail(welcomes[0]!);
      expect(mail.filter(isFreeEbookMail)).toHaveLength(1);
      expect(mail.filter((m) => m.subject === 'Your books').length).toBeLessThanOrEqual(1);
      expect(mail.length).toBe(2 + mail.filter((m) => m.subject === 'Your books').length);

      // Joining the Dream Team later sends its welcome (and no second free ebook).
      await signUpInProcess({ email, source: 'dream_team' });
      expect((await mailTo(email)).map((m) => m.subject)).toEqual([
        ...mail.map((m) => m.subject),
        'Welcome to the Dream Team!',
      ]);
    } finally {
      restore();
    }
  });

  it('sends the welcome with the record it has just written, not reading the reader again', async () => {
    const email = uniqueEmail('welcome-record');
    const profile = JSON.stringify(subscriberKey(email)).slice(1, -1);
    const { db, ses } = deps();
    // What the sign-up asks of the table about this reader's record, and the emails it sends, in order
    // (told apart by their inputs' shape: the bundles hold their own copies of the SDK's classes).
    const seen: string[] = [];
    const inputOf = (command: unknown) => JSON.stringify((command as { input: unknown }).input);
    const restore = overrideDeps({
      doubleOptIn: false,
      db: {
        send: (command: unknown) => {
          const input = inputOf(command);
          // A write of the record, or a read of all of it (a read of one attribute, such as the
          // unsubscribe token, is not the record read again).
          if (input.includes(profile) && /"(UpdateExpression|Item|TransactItems|PutRequest)"/.test(input))
            seen.push('write');
          else if (input.includes(profile) && !/"(ProjectionExpression|Keys)"/.test(input)) seen.push('read');
          return db.send(command as never);
        },
      } as unknown as typeof db,
      ses: {
        send: (command: unknown) => {
          if (/"Subject"/.test(inputOf(command)) && /Welcome/.test(inputOf(command))) seen.push('welcome');
          return ses.send(command as never);
        },
      } as unknown as typeof ses,
    });
    try {
      expect((await signUpInProcess({ email })).status).toBe(200);
    } finally {
      restore();
    }
    expect(seen).toContain('welcome');
    // Between the sign-up's write of the record and the welcome, the record is not read again.
    expect(seen.slice(seen.indexOf('write'), seen.indexOf('welcome')), seen.join(', ')).not.toContain('read');
  });
});
