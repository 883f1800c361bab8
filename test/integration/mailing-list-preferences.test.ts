/**
 * The preference page every list email links to (issue 15 item 8, first part): the reader's lists
 * and name, from the link in the email, through the local server as a browser posts the form.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS } from '../../functions/contract/mailing-list';
import { unsubscribeUrlFor } from '../../functions/core/mailing-list/emails';
import { listActiveSubscribers, recordSignup } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { testSettings } from '../support/stack-settings';
import { linkIn, postForm, send, signUpAndConfirm, subscriber, uniqueEmail } from './mailing-list-helpers';

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
    expect(page.text).toContain(`<input type="checkbox" name="${GROUP_VORACIOUS_READERS}" checked>`);
    expect(page.text).toContain(`<input type="checkbox" name="${GROUP_DREAM_TEAM}">`);
    expect(page.text).toContain('value="Grace"');
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
    expect(saved.text).toContain(`<input type="checkbox" name="${GROUP_DREAM_TEAM}" checked>`);
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

    // No list ticked: leaving entirely.
    const left = await postForm(path, 'name=Grace');
    expect(left.status).toBe(200);
    expect(left.text).toContain('You’re unsubscribed');
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    expect((await send('GET', path)).text).toContain('You’re unsubscribed');
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

  it('answers an unknown link with the readable 404 page, and a form it does not know with a 400', async () => {
    const unknown = await send('GET', `${PREFERENCES}${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('We don’t recognise this link');
    const odd = await postForm(`${PREFERENCES}${'x'.repeat(43)}`, 'voracious-readers=yes');
    expect(odd.status).toBe(400);
  });
});
