import { seedContent } from '../../content/seed/seed';
import { describe, expect, it } from 'vitest';
import { sendMarketingEmail, unsubscribeUrlFor } from '../../functions/core/mailing-list/emails';
import { listActiveSubscribers, subscriberStatuses } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { testSettings } from '../support/stack-settings';
import {
  headerOf,
  linkIn,
  mailTo,
  postForm,
  send,
  signUp,
  signUpAndConfirm,
  subscriber,
  uniqueEmail,
} from './mailing-list-helpers';

const isListed = async (email: string) => (await listActiveSubscribers(deps())).some((s) => s.email === email);
const pathOfUrl = (url: string) => url.slice(testSettings.siteUrl.length);

describe('unsubscribe', () => {
  it('one-click POST unsubscribes with no cookie or sign-in; no more mail; signing up again re-subscribes', async () => {
    const email = uniqueEmail('leaver');
    const welcome = await signUpAndConfirm(email);
    const url = headerOf(welcome, 'List-Unsubscribe')!.slice(1, -1);
    expect(await isListed(email)).toBe(true);

    // Opening the link (a mail scanner, a preview) only shows the button.
    const page = await send('GET', pathOfUrl(url));
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await subscriber(email))!.status).toBe('confirmed');

    // RFC 8058: the mail provider posts List-Unsubscribe=One-Click, with no cookie or credentials.
    const done = await postForm(pathOfUrl(url), 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.text).toContain('You’re unsubscribed');
    const stored = await subscriber(email);
    expect(stored!.status).toBe('unsubscribed');
    expect(stored!.gsi1pk).toBeUndefined();
    expect(await isListed(email)).toBe(false);
    expect((await subscriberStatuses(deps(), [email])).get(email)).toBe('unsubscribed');

    // No further mail: not a download email, not a welcome on a repeat unsubscribe.
    expect(
      await sendMarketingEmail(deps(), seedContent.author, {
        to: email,
        subject: 'Your free ebook',
        html: '<p>Here</p>',
        text: 'Here',
      }),
    ).toEqual({
      sent: false,
      reason: 'unsubscribed',
    });
    expect((await postForm(pathOfUrl(url))).status).toBe(200); // idempotent, body optional
    // The confirmation, the welcome and the free ebook the confirmation sent by itself.
    expect(await mailTo(email)).toHaveLength(3);

    // Signing up again: pending, a new confirmation email, and after confirming, listed again.
    expect((await signUp({ email })).status).toBe(200);
    expect((await subscriber(email))!.status).toBe('pending');
    const mail = await mailTo(email);
    expect(mail).toHaveLength(4);
    expect((await postForm(linkIn(mail[3]!, '/api/newsletter/confirm/'))).status).toBe(200);
    expect((await subscriber(email))!.status).toBe('confirmed');
    expect(await isListed(email)).toBe(true);
    // A welcome again, and no second free ebook: the reader had it.
    const after = await mailTo(email);
    expect(after).toHaveLength(5);
    const rewelcome = after[4]!;
    // The same unsubscribe link in every email the reader ever gets.
    expect(headerOf(rewelcome, 'List-Unsubscribe')).toBe(`<${url}>`);
  });

  it('accepts the one-click post as multipart/form-data too, as RFC 8058 recommends to mail providers', async () => {
    const email = uniqueEmail('multipart');
    const welcome = await signUpAndConfirm(email);
    const url = headerOf(welcome, 'List-Unsubscribe')!.slice(1, -1);
    const boundary = 'one-click-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const done = await postForm(pathOfUrl(url), body, `multipart/form-data; boundary=${boundary}`);
    expect(done.status).toBe(200);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('gives one stable link per reader, also for an address that only got a download email', async () => {
    const email = uniqueEmail('download-only');
    const [a, b] = await Promise.all([
      unsubscribeUrlFor(deps(), email),
      unsubscribeUrlFor(deps(), email.toUpperCase()),
    ]);
    expect(a).toBe(b);
    expect(await unsubscribeUrlFor(deps(), email)).toBe(a);

    const sent = await sendMarketingEmail(deps(), seedContent.author, {
      to: email,
      subject: 'Your download link',
      html: '<p>Link</p>',
      text: 'Link',
    });
    expect(sent.sent).toBe(true);
    const [mail] = await mailTo(email);
    expect(headerOf(mail!, 'List-Unsubscribe')).toBe(`<${a}>`);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.body.text).toMatch(/^Link\n/);
    expect(mail!.body.html).toContain('<p>Link</p>');

    expect((await postForm(pathOfUrl(a), 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect((await subscriberStatuses(deps(), [email])).get(email)).toBe('unsubscribed');
    expect(
      (await sendMarketingEmail(deps(), seedContent.author, { to: email, subject: 'Again', html: 'x', text: 'x' }))
        .sent,
    ).toBe(false);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('answers unknown tokens with a 404 page and refuses a wrong one-click body', async () => {
    const page = await send('GET', '/api/newsletter/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(
      (
        await postForm(
          '/api/newsletter/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          'List-Unsubscribe=One-Click',
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await postForm(
          '/api/newsletter/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          'List-Unsubscribe=Everything',
        )
      ).status,
    ).toBe(400);
  });

  it('reports each address’s mailing status, keyed as given', async () => {
    const active = uniqueEmail('status-active');
    const pending = uniqueEmail('status-pending');
    await signUpAndConfirm(active);
    await signUp({ email: pending });
    const unknown = uniqueEmail('status-unknown');
    const statuses = await subscriberStatuses(deps(), [active.toUpperCase(), pending, unknown, pending]);
    expect([...statuses]).toEqual([
      [active.toUpperCase(), 'active'],
      [pending, 'pending'],
      [unknown, 'unknown'],
    ]);
  });
});
