/**
 * A reader changes their address from the preference page (issue 15 item 8, issue 24 items 1
 * and 2): a link goes to the new address, opening it changes nothing, its button asks the current
 * address to approve, and the approval moves the subscription with its lists, name, tags and
 * history; the old preference link controls nothing after. Through the local server, as a
 * browser posts the forms.
 */
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_EMAILS_PER_CLIENT,
  CONFIRMATION_LINK_DAYS,
  GROUP_DREAM_TEAM,
  GROUP_VORACIOUS_READERS,
  OLD_UNSUBSCRIBE_LINK_DAYS,
} from '../../functions/contract/mailing-list';
import { unsubscribeTokenFor } from '../../functions/core/mailing-list/tokens';
import { testSettings } from '../support/stack-settings';
import { readerIdOf, type ReaderDetail } from '../../functions/contract/readers';
import { movedFrom } from '../../functions/entities/reader-move';
import { recordSentMail } from '../../functions/entities/sent-mail';
import { listActiveSubscribers } from '../../functions/core/mailing-list/subscribers';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { maskEmail } from '../../functions/lib/email-address';
import { invoke } from '../support/invoke';
import { seenPage } from '../support/reader-view';
import {
  headerOf,
  linkIn,
  mailCountTo,
  mailTo,
  moveSubscription,
  postForm,
  randomClient,
  send,
  signUpAndConfirm,
  subscriber,
  uniqueEmail,
  waitForMail,
  type StoredMail,
} from './mailing-list-helpers';

const PREFERENCES = '/api/newsletter/preferences/';
const CHANGE = '/api/newsletter/change-email/';

describe('changing the address from the preference page', () => {
  it('sends a link to the new address, and its button moves the subscription with everything on it', async () => {
    const old = uniqueEmail('mover');
    const welcome = await signUpAndConfirm(old, { name: 'Mo', source: 'dream_team', newsletter: true });
    // The author approves the application: Mo is on both lists.
    await invoke('decideApplication', { params: { id: readerIdOf(old) }, body: { decision: 'approved' } });
    const preferences = linkIn(welcome, PREFERENCES);
    await invoke('setReaderTags', { params: { id: readerIdOf(old) }, body: { tags: ['early'] } });
    await recordSentMail(deps(), [
      {
        email: old,
        messageId: 'm-move',
        jobId: 'job-move',
        campaignId: 'c-move',
        subject: 'Before the move',
        sentAt: new Date().toISOString(),
      },
    ]);
    expect((await send('GET', preferences)).text).toContain('Change your email address');

    const moved = uniqueEmail('moved');
    const asked = await postForm(`${preferences}/email`, `email=${encodeURIComponent(moved.toUpperCase())}`);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Check your new inbox');
    expect(asked.text).not.toContain(moved);
    expect((await subscriber(old))!.status).toBe('confirmed');

    const letter = await waitForMail(moved);
    expect(letter.subject).toMatch(/confirm your new address/);
    expect(letter.body.text).not.toContain(old);
    const link = linkIn(letter, CHANGE);
    const opened = await send('GET', link);
    expect(opened.text).toContain('Confirm this address');
    expect(await subscriber(moved)).toBeUndefined();

    // The new address confirms: nothing moves yet; the current address is asked to approve.
    const confirmed = await postForm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('One more step');
    expect(await subscriber(moved)).toBeUndefined();
    expect((await subscriber(old))!.status).toBe('confirmed');
    expect((await postForm(link)).text).toContain('One more step');
    const asking = (await mailTo(old)).filter((mail) => /approve/i.test(mail.subject));
    expect(asking).toHaveLength(1);
    expect(asking[0]!.body.text).not.toContain(moved);
    const approval = linkIn(asking[0]!, CHANGE);
    expect((await send('GET', approval)).text).toContain('Approve the move');
    expect((await subscriber(old))!.status).toBe('confirmed');

    const done = await postForm(approval);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your subscription has moved');
    expect(await subscriber(old)).toBeUndefined();
    expect(await subscriber(moved)).toMatchObject({
      email: moved,
      name: 'Mo',
      status: 'confirmed',
      groups: new Set([GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM]),
      tags: new Set(['early']),
    });
    const dreamTeam = (await listActiveSubscribers(deps(), GROUP_DREAM_TEAM)).map((s) => s.email);
    expect(dreamTeam).toContain(moved);
    expect(dreamTeam).not.toContain(old);

    const record = (await invoke('getReader', { params: { id: readerIdOf(moved) } })).json<ReaderDetail>();
    expect(record.mails.map((m) => m.subject)).toEqual(['Before the move']);
    expect(record.consents.map((c) => c.source)).toEqual(expect.arrayContaining(['dream_team', 'address_change']));

    // The preference link of the old emails controls nothing any more: the reader at the new address gets new links.
    const oldPage = await send('GET', preferences);
    expect(seenPage(oldPage.text).headings).toEqual(['This link is from an older email']);
    const again = uniqueEmail('again');
    await postForm(`${preferences}/email`, `email=${encodeURIComponent(again)}`);
    expect((await postForm(preferences, `name=Renamed&${GROUP_VORACIOUS_READERS}=on`)).text).not.toContain('Saved.');
    expect((await subscriber(moved))!.name).toBe('Mo');
    expect(await mailTo(again)).toHaveLength(0);
    expect((await subscriber(moved))!.unsubscribeToken).not.toBe(preferences.split('/').pop());
    // Either button again changes nothing.
    expect((await postForm(link)).text).toContain('Your subscription has moved');
    expect((await postForm(approval)).text).toContain('Your subscription has moved');
  });

  it('a forwarded preference link cannot take the subscription: it stays where it was unless the current address approves', async () => {
    const owner = uniqueEmail('owner');
    const preferences = linkIn(await signUpAndConfirm(owner, { name: 'Olive' }), PREFERENCES);
    // Whoever the newsletter was forwarded to asks for their own address, and confirms it there.
    const thief = uniqueEmail('thief');
    expect((await postForm(`${preferences}/email`, `email=${encodeURIComponent(thief)}`)).status).toBe(200);
    const pressed = await postForm(linkIn(await waitForMail(thief), CHANGE));
    expect(pressed.status).toBe(200);
    expect(await subscriber(owner)).toMatchObject({ email: owner, name: 'Olive', status: 'confirmed' });
    expect(await subscriber(thief)).toBeUndefined();
    expect(pressed.text).toContain('One more step');
    // The owner is told, and nothing moves unless they approve.
    const asking = (await mailTo(owner)).at(-1)!;
    expect(asking.subject).toMatch(/approve/i);
    const restore = overrideDeps({ now: () => new Date(Date.now() + (CONFIRMATION_LINK_DAYS + 1) * 24 * 3600 * 1000) });
    try {
      expect(
        (await invoke('mailingListEmailChange', { params: { token: linkIn(asking, CHANGE).split('/').pop()! } }))
          .status,
      ).toBe(410);
    } finally {
      restore();
    }
    expect((await subscriber(owner))!.status).toBe('confirmed');
    expect(await subscriber(thief)).toBeUndefined();
  });

  it('60 requests from one client with one preference link send at most the client’s budget of emails, the one sign-up draws on too', async () => {
    const owner = uniqueEmail('relay');
    const token = linkIn(await signUpAndConfirm(owner), PREFERENCES)
      .split('/')
      .pop()!;
    const client = randomClient();
    // Budgets count in fixed windows: start at the top of one; 20 a minute keeps within the route's own limit.
    const window = CONFIRMATION_EMAILS_PER_CLIENT.perSeconds * 1000;
    const start = Math.floor(Date.now() / window) * window;
    const strangers = Array.from({ length: 60 }, (_, i) => uniqueEmail(`stranger-${i}`));
    for (let i = 0; i < strangers.length; i += 20) {
      const restore = overrideDeps({ now: () => new Date(start + (i / 20) * 60_000) });
      try {
        const replies = await Promise.all(
          strangers.slice(i, i + 20).map((to) =>
            invoke('mailingListChangeEmail', {
              params: { token },
              form: `email=${encodeURIComponent(to)}`,
              sourceIp: client,
            }),
          ),
        );
        for (const reply of replies) expect(reply.text).toContain('Check your new inbox');
      } finally {
        restore();
      }
    }
    expect(await mailCountTo(strangers)).toBe(CONFIRMATION_EMAILS_PER_CLIENT.requests);

    // The same client's sign-up, in the same hour, finds the budget spent.
    const signer = uniqueEmail('same-client');
    const restore = overrideDeps({ now: () => new Date(start + 4 * 60_000) });
    try {
      expect((await invoke('mailingListSignup', { body: { email: signer }, sourceIp: client })).status).toBe(200);
    } finally {
      restore();
    }
    expect(await mailTo(signer)).toHaveLength(0);
  });

  it('refuses a mistyped or unchanged address with a message, and says the same whether or not the new address is on the list', async () => {
    const old = uniqueEmail('stayer');
    const preferences = linkIn(await signUpAndConfirm(old), PREFERENCES);
    const typo = await postForm(`${preferences}/email`, 'email=not-an-address');
    expect(typo.status).toBe(200);
    expect(typo.text).toContain('Please give a valid email address.');
    expect((await postForm(`${preferences}/email`, `email=${encodeURIComponent(old)}`)).text).toContain(
      'That is the address you have now.',
    );

    const taken = uniqueEmail('taken');
    await signUpAndConfirm(taken);
    const before = (await mailTo(taken)).length;
    const asked = await postForm(`${preferences}/email`, `email=${encodeURIComponent(taken)}`);
    expect(asked.text).toContain('Check your new inbox');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailTo(taken)).length).toBe(before);
    expect((await subscriber(old))!.status).toBe('confirmed');

    expect((await send('GET', `${CHANGE}not-a-real-token-at-all`)).status).toBe(404);
  });
});

describe('an older email’s links after a move', () => {
  const DAY_MS = 24 * 3600 * 1000;
  const unsubscribePath = (mail: StoredMail) =>
    headerOf(mail, 'List-Unsubscribe')!.slice(1, -1).slice(testSettings.siteUrl.length);
  const oneClick = (token: string) =>
    invoke('mailingListUnsubscribe', { params: { token }, form: 'List-Unsubscribe=One-Click' });

  it('unsubscribe the reader at their new address for 30 days, and change nothing else', async () => {
    const old = uniqueEmail('old-links');
    const moved = uniqueEmail('old-links-moved');
    const welcome = await signUpAndConfirm(old, { name: 'Ola' });
    const preferences = linkIn(welcome, PREFERENCES);
    const token = preferences.split('/').pop()!;
    await moveSubscription(token, old, moved);

    // The preference link says it is old and offers only to unsubscribe: no lists, name or address change.
    const page = await send('GET', preferences);
    expect(page.status).toBe(410);
    expect(page.text).toContain('This link is from an older email');
    expect(page.text).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page.text).not.toContain(maskEmail(moved));
    expect((await postForm(preferences, `name=Renamed&${GROUP_DREAM_TEAM}=on`)).status).toBe(410);
    const elsewhere = uniqueEmail('old-links-elsewhere');
    expect((await postForm(`${preferences}/email`, `email=${encodeURIComponent(elsewhere)}`)).status).toBe(410);
    expect(await subscriber(moved)).toMatchObject({
      name: 'Ola',
      status: 'confirmed',
      groups: new Set([GROUP_VORACIOUS_READERS]),
    });
    expect(await mailTo(elsewhere)).toHaveLength(0);

    // 29 days on, the old unsubscribe link still opens its button; 31 days on it is refused.
    let restore = overrideDeps({ now: () => new Date(Date.now() + (OLD_UNSUBSCRIBE_LINK_DAYS - 1) * DAY_MS) });
    try {
      const opened = await invoke('mailingListUnsubscribePage', { params: { token } });
      expect(opened.status).toBe(200);
      expect(opened.text).toContain('Press the button and you will get no more emails');
    } finally {
      restore();
    }
    restore = overrideDeps({ now: () => new Date(Date.now() + (OLD_UNSUBSCRIBE_LINK_DAYS + 1) * DAY_MS) });
    try {
      expect((await oneClick(token)).status).toBe(404);
      expect((await invoke('mailingListUnsubscribePage', { params: { token } })).status).toBe(404);
    } finally {
      restore();
    }
    expect((await subscriber(moved))!.status).toBe('confirmed');

    // Today, the mail provider's RFC 8058 one-click on the old email unsubscribes the reader where they are now.
    const done = await postForm(unsubscribePath(welcome), 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain('You’re unsubscribed');
    expect((await subscriber(moved))!.status).toBe('unsubscribed');
  });

  /** The next email to `from` brings its own link; the reader moves again with it some minutes later. */
  async function moveAgainLater(from: string, to: string) {
    const token = await unsubscribeTokenFor(deps(), from);
    const restore = overrideDeps({ now: () => new Date(Date.now() + 10 * 60_000) });
    try {
      await moveSubscription(token, from, to);
    } finally {
      restore();
    }
  }

  it('follow the reader through a second move', async () => {
    const first = uniqueEmail('twice');
    const [second, third] = [uniqueEmail('twice-b'), uniqueEmail('twice-c')];
    const welcome = await signUpAndConfirm(first);
    await moveSubscription(linkIn(welcome, PREFERENCES).split('/').pop()!, first, second);
    await moveAgainLater(second, third);

    const done = await postForm(unsubscribePath(welcome), 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect((await subscriber(third))!.status).toBe('unsubscribed');
  });

  it('mark an address the reader left as moved, until they move back to it', async () => {
    const [home, away] = [uniqueEmail('back-home'), uniqueEmail('back-away')];
    const welcome = await signUpAndConfirm(home);
    await moveSubscription(linkIn(welcome, PREFERENCES).split('/').pop()!, home, away);
    expect(await movedFrom(deps(), home, new Date())).toBe(true);
    await moveAgainLater(away, home);
    expect(await movedFrom(deps(), home, new Date())).toBe(false);
    expect(await movedFrom(deps(), away, new Date())).toBe(true);
  });
});
