/**
 * Issue 12, item 3: sign-up cannot mail-bomb a stranger or erase an opt-out. Sign-ups go through
 * the real handler (its built bundle) in this process (so the clock can be set) and the links through the
 * local server; mail is read from the SES emulator's store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONFIRMATION_EMAIL_CAP,
  CONFIRMATION_EMAILS_PER_CLIENT,
  SIGNUP_REPLY_MESSAGES,
} from '../../functions/contract/mailing-list';
import { readerIdOf } from '../../functions/contract/readers';
import { overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { uniqueDomain } from './downloads-calls';
import { buy } from './sales-helpers';
import {
  headerOf,
  isFreeEbookMail,
  linkIn,
  mailCountTo,
  mailTo,
  postForm,
  randomClient,
  subscriber,
  uniqueEmail,
  welcomeBeforeFreeEbook,
} from './mailing-list-helpers';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const MINUTE = 60_000;
/** The server's clock, set for the sign-ups that follow (and whether double opt-in is on). */
function serverAt(at: Date, doubleOptIn = true) {
  restore?.();
  restore = overrideDeps({ now: () => at, doubleOptIn });
}

async function signUp(body: Record<string, unknown>, from = randomClient()) {
  const reply = await invoke('mailingListSignup', { body, sourceIp: from });
  return { status: reply.status, body: reply.json() as unknown };
}

const confirmationsTo = async (email: string) => (await mailTo(email)).filter((mail) => /confirm/i.test(mail.subject));
const sameReply = {
  status: 200,
  body: { message: SIGNUP_REPLY_MESSAGES.confirmationRequired, confirmationRequired: true },
};

describe('confirmation emails per address', () => {
  it('10 sign-ups of one address in an hour send at most the cap, spaced as declared; the replies never differ', async () => {
    const email = uniqueEmail('bombed');
    const start = Date.now();
    const minutes = [0, 0.5, 2, 5, 11, 13, 25, 40, 50, 59];
    const sent: number[] = [];
    for (const minute of minutes) {
      serverAt(new Date(start + minute * MINUTE));
      expect(await signUp({ email, name: `Try ${minute}` })).toEqual(sameReply);
      if ((await confirmationsTo(email)).length > sent.length) sent.push(minute);
    }
    // 0: first; 0.5: within 1 min; 2: 2 min after; 5 and 11: within 10 min of that; 13: 11 min after; then the cap.
    expect(CONFIRMATION_EMAIL_CAP).toEqual({ perDay: 3, spacingMinutes: [1, 10] });
    expect(sent).toEqual([0, 2, 13]);
    expect(await mailTo(email)).toHaveLength(CONFIRMATION_EMAIL_CAP.perDay);

    // A day after the first, one more may go.
    serverAt(new Date(start + 24 * 60 * MINUTE + 1));
    await signUp({ email });
    expect(await confirmationsTo(email)).toHaveLength(CONFIRMATION_EMAIL_CAP.perDay + 1);
  });

  it('concurrent sign-ups of one address send one email', async () => {
    const email = uniqueEmail('burst');
    serverAt(new Date());
    const replies = await Promise.all(Array.from({ length: 20 }, () => signUp({ email })));
    for (const reply of replies) expect(reply).toEqual(sameReply);
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe('confirmation emails per client', () => {
  it('one client causes at most its share, with the same reply; another client is unaffected', async () => {
    const client = randomClient();
    // Limits count in fixed windows: start at the top of one, so the minutes below share it.
    const window = CONFIRMATION_EMAILS_PER_CLIENT.perSeconds * 1000;
    const start = Math.floor(Date.now() / window) * window;
    const emails = Array.from({ length: CONFIRMATION_EMAILS_PER_CLIENT.requests + 10 }, (_, i) =>
      uniqueEmail(`client-${i}`),
    );
    for (let i = 0; i < emails.length; i += 10) {
      // Ten a minute: within the sign-up route's own per-client limit, well within the hour of this one.
      serverAt(new Date(start + (i / 10) * MINUTE));
      const replies = await Promise.all(emails.slice(i, i + 10).map((email) => signUp({ email }, client)));
      for (const reply of replies) expect(reply).toEqual(sameReply);
    }
    expect(await mailCountTo(emails)).toBe(CONFIRMATION_EMAILS_PER_CLIENT.requests);

    const other = uniqueEmail('other-client');
    await signUp({ email: other }, randomClient());
    expect(await mailTo(other)).toHaveLength(1);
  });
});

describe('a reader who unsubscribed and signs up again', () => {
  it.each([true, false])(
    'keeps unsubscribedAt and gets a confirmation, not a welcome (double opt-in %s)',
    async (doubleOptIn) => {
      const email = uniqueEmail(`returning-${doubleOptIn}`);
      serverAt(new Date(), true);
      await signUp({ email, name: 'Returning Reader' });
      expect((await postForm(linkIn((await mailTo(email))[0]!, '/api/newsletter/confirm/'))).status).toBe(200);
      const welcome = (await mailTo(email))[1]!;
      expect(welcome.subject).toMatch(/Welcome/);
      const unsubscribeUrl = new URL(headerOf(welcome, 'List-Unsubscribe')!.slice(1, -1));
      expect((await postForm(unsubscribeUrl.pathname, 'List-Unsubscribe=One-Click')).status).toBe(200);
      const { unsubscribedAt } = (await subscriber(email))!;
      expect(unsubscribedAt).toBeDefined();

      serverAt(new Date(Date.now() + MINUTE), doubleOptIn);
      await signUp({ email, name: 'Returning Reader' });
      const stored = await subscriber(email);
      expect(stored).toMatchObject({ status: 'pending', unsubscribedAt });
      expect(stored!.gsi1pk).toBeUndefined();
      const mail = await mailTo(email);
      expect(mail.map((m) => m.subject)).toEqual([
        mail[0]!.subject,
        welcome.subject,
        mail[2]!.subject,
        mail[0]!.subject,
      ]);
      expect(isFreeEbookMail(mail[2]!)).toBe(true);

      // Confirming the new link subscribes them again; the opt-out stays on record.
      expect((await postForm(linkIn(mail[3]!, '/api/newsletter/confirm/'))).status).toBe(200);
      expect(await subscriber(email)).toMatchObject({ status: 'confirmed', unsubscribedAt });
    },
  );
});

describe('the name kept', () => {
  it('is the one of the sign-up that was confirmed, without control characters or links', async () => {
    const email = uniqueEmail('named');
    const start = Date.now();
    serverAt(new Date(start));
    await signUp({ email, name: 'Visit https://spam.example/win now' });
    serverAt(new Date(start + 2 * MINUTE));
    await signUp({ email, name: 'Real\u0007 Reader\u202E www.spam.example' });
    const [, second] = await confirmationsTo(email);
    expect(second).toBeDefined();
    // Nothing the stranger typed reaches a confirmation email.
    for (const mail of await mailTo(email))
      expect(`${mail.body.text}${mail.body.html}`).not.toMatch(/spam\.example|Visit/);

    expect((await postForm(linkIn(second!, '/api/newsletter/confirm/'))).status).toBe(200);
    expect((await subscriber(email))!.name).toBe('Real Reader');
    const welcome = await welcomeBeforeFreeEbook(email);
    expect(welcome.subject).toMatch(/Welcome/);
    expect(welcome.body.text).toContain('Hi Real Reader,');
    expect(welcome.body.text).not.toMatch(/spam\.example|Visit/);
  });

  it('is never the name of a sign-up nobody confirmed: a stranger signing the reader up half a second before them names nobody', async () => {
    const email = uniqueEmail('mallory');
    const start = Date.now();
    serverAt(new Date(start));
    await signUp({ email, name: 'Mallory Call Now', source: 'dream_team', readerMagnetId: null });
    serverAt(new Date(start + 500));
    await signUp({ email, name: 'Rea Reader', source: 'dream_team', readerMagnetId: null });
    // The cap lets one confirmation email through: the one the stranger's sign-up sent.
    const confirmations = await confirmationsTo(email);
    expect(confirmations).toHaveLength(1);
    expect((await postForm(linkIn(confirmations[0]!, '/api/newsletter/confirm/'))).status).toBe(200);
    const welcome = await welcomeBeforeFreeEbook(email);
    expect(welcome.subject).toMatch(/Welcome/);
    expect(`${welcome.body.text}${welcome.body.html}`).not.toContain('Mallory');
    expect((await subscriber(email))!.name).toBeUndefined();
    // Nor does the Dream Team application the stranger's sign-up made: the author's letter greets nobody by it.
    restore?.();
    restore = undefined;
    const decided = await invoke('decideApplication', {
      params: { id: readerIdOf(email) },
      body: { decision: 'approved' },
    });
    expect(decided.status, decided.text).toBe(200);
    const letter = (await mailTo(email)).at(-1)!;
    expect(letter.subject).toBe('You are on the Dream Team');
    expect(`${letter.body.text}${letter.body.html}`).not.toContain('Mallory');
    // No approved member is left behind in this worker's table: an ARC invitation by role
    // (test/integration/arc.test.ts) invites every approved reviewer there.
    expect((await invoke('eraseReader', { params: { id: readerIdOf(email) } })).status).toBe(200);
  });

  it('is none when the confirmed sign-up gave none', async () => {
    const email = uniqueEmail('nameless');
    const start = Date.now();
    serverAt(new Date(start));
    await signUp({ email, name: 'Someone Else' });
    serverAt(new Date(start + 2 * MINUTE));
    await signUp({ email });
    const [, second] = await confirmationsTo(email);
    expect((await postForm(linkIn(second!, '/api/newsletter/confirm/'))).status).toBe(200);
    expect((await subscriber(email))!.name).toBeUndefined();
    expect((await welcomeBeforeFreeEbook(email)).body.text).toContain('Hi there,');
  });
});

describe('a reader who signs up again', () => {
  /** The parts of a reply a browser sees: everything but the request's own id. */
  async function rawReply(body: Record<string, unknown>, form: boolean) {
    const reply = await invoke('mailingListSignup', {
      ...(form ? { form: new URLSearchParams(body as Record<string, string>).toString() } : { body }),
      sourceIp: randomClient(),
    });
    return { status: reply.status, contentType: reply.headers['content-type'], text: reply.text };
  }

  it('pending, gets the confirmation again; confirmed, gets their library link once per cap window; the replies are the same bytes', async () => {
    const start = Date.now();
    const pending = uniqueEmail('again-pending');
    // A reader who bought a book, so today's library has something to list.
    const confirmed = `reader@${uniqueDomain('again-confirmed')}`;
    const stranger = uniqueEmail('again-new');
    serverAt(new Date(start));
    await signUp({ email: confirmed, name: 'Again' });
    expect((await postForm(linkIn((await mailTo(confirmed))[0]!, '/api/newsletter/confirm/'))).status).toBe(200);
    expect((await subscriber(confirmed))!.status).toBe('confirmed');
    await buy({ email: confirmed, ebookTitle: 'Signed Up Twice' });
    await signUp({ email: pending });
    const before = (await mailTo(confirmed)).length;

    serverAt(new Date(start + 2 * MINUTE));
    for (const form of [false, true]) {
      const replies = [];
      for (const email of [stranger, pending, confirmed]) replies.push(await rawReply({ email }, form));
      expect(replies[0]!.status).toBe(200);
      expect(replies[1], `pending vs new (form ${form})`).toEqual(replies[0]);
      expect(replies[2], `confirmed vs new (form ${form})`).toEqual(replies[0]);
      if (form) break;
      // The first round's emails: a second confirmation to the pending reader, the library link to the confirmed one.
      expect(await confirmationsTo(pending)).toHaveLength(2);
      const library = (await mailTo(confirmed)).slice(before);
      expect(library.map((mail) => mail.subject)).toEqual(['Your books']);
      expect(library[0]!.body.text).toContain('/api/sales/library/');
      // The form round, 30 s later, falls within the spacing after that send: nothing more goes out.
      serverAt(new Date(start + 2.5 * MINUTE));
    }
    expect((await mailTo(confirmed)).length).toBe(before + 1);
    expect(await confirmationsTo(pending)).toHaveLength(2);

    // Once the spacing has passed, a further sign-up sends the link again.
    serverAt(new Date(start + 4 * MINUTE));
    await signUp({ email: confirmed });
    expect((await mailTo(confirmed)).map((mail) => mail.subject).slice(before)).toEqual(['Your books', 'Your books']);
  });
});
