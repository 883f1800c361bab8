/**
 * The preference page every list email links to (issue 15 item 8, first part): the reader's lists
 * and name, from the link in the email, through the local server as a browser posts the form; and
 * the way back for a reader who left: subscribing again from it, confirmed by email.
 */
import { describe, expect, it } from 'vitest';
import { AUTHOR_NAME } from '../../content/seed/author';
import { DEFAULT_ARC_ROLE } from '../../functions/contract/arc';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../functions/contract/constants';
import { consentOf, GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import { readerIdOf, SOURCE_PREFERENCE_PAGE } from '../../functions/contract/readers';
import { unsubscribeUrlFor } from '../../functions/core/mailing-list/emails';
import {
  listActiveSubscribers,
  recordSignup,
  suppress,
  unsubscribe,
} from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { testSettings } from '../support/stack-settings';
import { seenPage } from '../support/reader-view';
import {
  isFreeEbookMail,
  linkIn,
  mailTo,
  postForm,
  randomClient,
  readerItems,
  send,
  signUpAndConfirm,
  subscriber,
  uniqueEmail,
} from './mailing-list-helpers';

/** The consent words the test stack's forms show: naming her as its start publishes her (the seed). */
const CONSENT = consentOf(AUTHOR_NAME);

const PREFERENCES = '/api/newsletter/preferences/';
const listed = async (email: string, group: typeof GROUP_VORACIOUS_READERS | typeof GROUP_DREAM_TEAM) =>
  (await listActiveSubscribers(deps(), group)).some((s) => s.email === email);

describe('the preference page', () => {
  it('is linked from every list email, shows the reader their lists, and saves lists and name', async () => {
    const email = uniqueEmail('chooser');
    const welcome = await signUpAndConfirm(email, { name: 'Grace' });
    const path = linkIn(welcome, PREFERENCES);
    expect(welcome.body.html).toContain(`${testSettings.siteUrl}${path}`);

    // Opening it changes nothing: it shows the lists, the name and both buttons.
    const page = await send('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const lists = (html: string) =>
      seenPage(html)
        .forms[0]!.fields.filter((field) => field.type === 'checkbox')
        .map(({ name, checked }) => ({ name, checked }));
    expect(lists(page.text)).toEqual([
      { name: GROUP_VORACIOUS_READERS, checked: true },
      { name: GROUP_DREAM_TEAM, checked: false },
    ]);
    expect(seenPage(page.text).forms[0]!.fields).toContainEqual(
      expect.objectContaining({ name: 'name', value: 'Grace' }),
    );
    expect(page.text).toContain('Unsubscribe from all emails');
    expect(page.text).not.toContain(email);
    expect((await subscriber(email))!.groups).toEqual(new Set([GROUP_VORACIOUS_READERS]));

    // Both lists and a new name (a link in it is dropped, as at sign-up).
    const saved = await postForm(
      path,
      `${GROUP_VORACIOUS_READERS}=on&${GROUP_DREAM_TEAM}=on&name=${encodeURIComponent('Grace H www.spam.example')}`,
    );
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Saved.');
    expect(lists(saved.text)).toEqual([
      { name: GROUP_VORACIOUS_READERS, checked: true },
      { name: GROUP_DREAM_TEAM, checked: true },
    ]);
    const both = await subscriber(email);
    expect(both!.groups).toEqual(new Set([GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM]));
    expect(both!.name).toBe('Grace H');
    expect(both!.status).toBe('confirmed');

    // Only Dream Team news, and no name: out of the newsletter's list, still a reader.
    await postForm(path, `${GROUP_DREAM_TEAM}=on&name=`);
    const one = await subscriber(email);
    expect(one!.groups).toEqual(new Set([GROUP_DREAM_TEAM]));
    expect(one!.name).toBeUndefined();
    expect(await listed(email, GROUP_VORACIOUS_READERS)).toBe(false);
    expect(await listed(email, GROUP_DREAM_TEAM)).toBe(true);

    // No list ticked: nothing changes yet; the page asks whether to stop all emails, or keep the lists.
    const leaving = await postForm(path, 'name=Grace');
    expect(leaving.status).toBe(200);
    expect(leaving.text).toContain('You will get no emails');
    expect(seenPage(leaving.text).links).toContainEqual({
      text: 'Keep my lists',
      href: path,
      className: 'button secondary',
    });
    expect(leaving.text).toContain('Stop all emails');
    const kept = await subscriber(email);
    expect(kept!.status).toBe('confirmed');
    expect(kept!.groups).toEqual(new Set([GROUP_DREAM_TEAM]));
    expect(await listed(email, GROUP_DREAM_TEAM)).toBe(true);

    // Its button leaves entirely, and the page then offers the way back.
    const left = await postForm(path.replace('/preferences/', '/unsubscribe/'), 'List-Unsubscribe=One-Click');
    expect(left.text).toContain('You’re unsubscribed');
    expect(left.text).toContain(`action="${path}/subscribe"`);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    const after = await send('GET', path);
    expect(after.text).toContain('You’re unsubscribed');
    expect(after.text).toContain('Subscribe again');
  });

  it('tells a reader who has not confirmed yet to confirm first, and changes nothing', async () => {
    const email = uniqueEmail('unconfirmed');
    await recordSignup(deps(), { email, groups: [GROUP_VORACIOUS_READERS], source: 'signup_page' });
    const path = new URL(await unsubscribeUrlFor(deps(), email)).pathname.replace('/unsubscribe/', '/preferences/');
    expect((await send('GET', path)).text).toContain('not confirmed yet');
    const posted = await postForm(path, `${GROUP_DREAM_TEAM}=on`);
    expect(posted.text).toContain('not confirmed yet');
    const stored = await subscriber(email);
    expect(stored!.status).toBe('pending');
    expect(stored!.groups).toEqual(new Set([GROUP_VORACIOUS_READERS]));
  });

  it('lets a reader who left subscribe again: a consent record, a capped confirmation email, their lists back once confirmed', async () => {
    const email = uniqueEmail('returner');
    const welcome = await signUpAndConfirm(email, {
      name: 'Ada',
      source: SIGNUP_SOURCE_DREAM_TEAM,
      role: DEFAULT_ARC_ROLE,
      newsletter: true,
    });
    // The author approves the application: Ada is on both lists when she leaves.
    await invoke('decideApplication', { params: { id: readerIdOf(email) }, body: { decision: 'approved' } });
    const path = linkIn(welcome, PREFERENCES);
    const token = path.slice(PREFERENCES.length);
    const { consents: before } = await readerItems(email);
    expect((await postForm(path.replace('/preferences/', '/unsubscribe/'), 'List-Unsubscribe=One-Click')).status).toBe(
      200,
    );
    const left = await subscriber(email);
    expect(left!.status).toBe('unsubscribed');
    const mailBefore = (await mailTo(email)).length;

    const asked = await invoke('mailingListSubscribeAgain', { params: { token }, form: '', sourceIp: randomClient() });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Check your inbox');
    expect(asked.text).not.toContain(email);
    const pending = await subscriber(email);
    expect(pending!.status).toBe('pending');
    expect(pending!.unsubscribedAt).toBe(left!.unsubscribedAt);
    expect(await listed(email, GROUP_VORACIOUS_READERS)).toBe(false);
    const { consents } = await readerItems(email);
    expect(consents).toHaveLength(before.length + 1);
    const consent = consents.find((c) => c.source === SOURCE_PREFERENCE_PAGE)!;
    expect(consent).toMatchObject({ consentText: CONSENT.text, consentVersion: CONSENT.version });
    const mail = await mailTo(email);
    expect(mail).toHaveLength(mailBefore + 1);
    expect(mail.at(-1)!.subject).toMatch(/^Please confirm/);

    // Pressed again at once: the same page, and no second email (the confirmation caps' spacing).
    const again = await invoke('mailingListSubscribeAgain', { params: { token }, form: '', sourceIp: randomClient() });
    expect(again.text).toContain('Check your inbox');
    expect(await mailTo(email)).toHaveLength(mailBefore + 1);
    // The preference page of a pending reader offers the email again.
    expect((await send('GET', path)).text).toContain('Send the confirmation email again');

    // Confirmed from the email: both lists back, the name kept, and no second free ebook.
    expect((await postForm(linkIn(mail.at(-1)!, '/api/newsletter/confirm/'))).status).toBe(200);
    const back = await subscriber(email);
    expect(back!.status).toBe('confirmed');
    expect(back!.groups).toEqual(new Set([GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM]));
    expect(back!.name).toBe('Ada');
    expect(await listed(email, GROUP_VORACIOUS_READERS)).toBe(true);
    const final = await mailTo(email);
    expect(final.at(-1)!.subject).toMatch(/^Welcome/);
    expect(final.filter(isFreeEbookMail)).toHaveLength(1);

    // Subscribed now: pressing it again sends nothing and shows the preferences.
    const confirmed = await invoke('mailingListSubscribeAgain', {
      params: { token },
      form: '',
      sourceIp: randomClient(),
    });
    expect(confirmed.text).toContain('Your email preferences');
    expect(await mailTo(email)).toHaveLength(final.length);
  });

  it('sends nothing for an address we do not mail, and answers an unknown link with 404', async () => {
    const email = uniqueEmail('bounced');
    const welcome = await signUpAndConfirm(email);
    const token = linkIn(welcome, PREFERENCES).slice(PREFERENCES.length);
    await unsubscribe(deps(), email);
    await suppress(deps(), email, 'bounce');
    const count = (await mailTo(email)).length;
    const refused = await invoke('mailingListSubscribeAgain', {
      params: { token },
      form: '',
      sourceIp: randomClient(),
    });
    expect(refused.text).toContain('We send no emails to this address');
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    expect(await mailTo(email)).toHaveLength(count);
    const unknown = await invoke('mailingListSubscribeAgain', { params: { token: 'x'.repeat(43) }, form: '' });
    expect(unknown.status).toBe(404);
  });

  it('answers an unknown link with the readable 404 page, and a form it does not know with a 400', async () => {
    const unknown = await send('GET', `${PREFERENCES}${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('We don’t recognise this link');
    const odd = await postForm(`${PREFERENCES}${'x'.repeat(43)}`, 'voracious-readers=yes');
    expect(odd.status).toBe(400);
  });
});
