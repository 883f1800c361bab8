/**
 * A reader changes their address from the preference page (issue 15 item 8): a link goes to the
 * new address, opening it changes nothing, its button moves the subscription with its lists,
 * name, tags and history, and the links in emails sent to the old address keep working. Through
 * the local server, as a browser posts the forms.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/newsletter';
import { readerIdOf, type ReaderDetail } from '../../functions/contract/readers';
import { recordSentMail } from '../../functions/entities/sent-mail';
import { listActiveSubscribers } from '../../functions/core/newsletter/subscribers';
import { deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { linkIn, mailTo, postForm, send, signUpAndConfirm, subscriber, uniqueEmail } from './newsletter-helpers';

const PREFERENCES = '/api/newsletter/preferences/';
const CHANGE = '/api/newsletter/change-email/';

async function waitForMail(address: string) {
  for (let i = 0; i < 50; i++) {
    const found = await mailTo(address);
    if (found.length) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

describe('changing the address from the preference page', () => {
  it('sends a link to the new address, and its button moves the subscription with everything on it', async () => {
    const old = uniqueEmail('mover');
    const welcome = await signUpAndConfirm(old, { name: 'Mo', source: 'dream_team' });
    const preferences = linkIn(welcome, PREFERENCES);
    await invoke('setReaderTags', { params: { id: readerIdOf(old) }, body: { tags: ['early'] } });
    await recordSentMail(deps(), [{ email: old, messageId: 'm-move', jobId: 'job-move', campaignId: 'c-move', subject: 'Before the move', sentAt: new Date().toISOString() }]);
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
    expect(opened.text).toContain('Move my subscription');
    expect((await subscriber(moved))).toBeUndefined();

    const done = await postForm(link);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your subscription has moved');
    expect(await subscriber(old)).toBeUndefined();
    expect(await subscriber(moved)).toMatchObject({ email: moved, name: 'Mo', status: 'confirmed', groups: new Set([GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM]), tags: new Set(['early']) });
    const dreamTeam = (await listActiveSubscribers(deps(), GROUP_DREAM_TEAM)).map((s) => s.email);
    expect(dreamTeam).toContain(moved);
    expect(dreamTeam).not.toContain(old);

    const record = (await invoke('getReader', { params: { id: readerIdOf(moved) } })).json<ReaderDetail>();
    expect(record.mails.map((m) => m.subject)).toEqual(['Before the move']);
    expect(record.consents.map((c) => c.source)).toEqual(expect.arrayContaining(['dream_team', 'address_change']));

    // The old emails' links find the reader at the new address; the button again changes nothing.
    expect((await send('GET', preferences)).text).toContain('<h1>Your email preferences</h1>');
    expect((await postForm(link)).text).toContain('Your subscription has moved');
  });

  it('refuses a mistyped or unchanged address with a message, and says the same whether or not the new address is on the list', async () => {
    const old = uniqueEmail('stayer');
    const preferences = linkIn(await signUpAndConfirm(old), PREFERENCES);
    const typo = await postForm(`${preferences}/email`, 'email=not-an-address');
    expect(typo.status).toBe(200);
    expect(typo.text).toContain('Please give a valid email address.');
    expect((await postForm(`${preferences}/email`, `email=${encodeURIComponent(old)}`)).text).toContain('That is the address you have now.');

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
