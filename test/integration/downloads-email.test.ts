import { SEED_FREE_EBOOK_TITLE } from '../support/free-ebook-title';
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '../../content/seed/author';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { formatExpiry } from '../../functions/core/downloads/expiry';
import { recordSignup, suppress } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { LIBRARY_LINK_DAYS } from '../../functions/contract/sales';
import { rawRequest } from '../support/http';
import { mailTo, openEmailedLibrary, uniqueDomain } from './downloads-calls';
import { invoke } from '../support/invoke';

const DAY = 24 * 60 * 60 * 1000;
const domain = uniqueDomain('email');
const title = SEED_FREE_EBOOK_TITLE;
const send = (email: string) => invoke('sendDownloadEmail', { body: { email, filename: EBOOK_FILENAME } });

describe('POST /api/send-download-email', () => {
  it('sends one email with the title, a link to the reader’s library that holds the ebook, its expiry and one-click unsubscribe', async () => {
    const email = `reader@${domain}`;
    const reply = await send(email);
    expect(reply.status).toBe(200);
    const sent = reply.json<{ email: string; messageId: string; libraryUrl: string; expiresAt: string }>();
    expect(sent.email).toBe(email);
    expect(sent.messageId).not.toBe('');

    const mail = await mailTo(domain);
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message!.destination.to).toEqual([email]);
    expect(message!.subject).toBe(`Your free ebook: ${title}`);
    expect(message!.replyTo).toEqual([CONTACT_EMAIL]);
    const expiry = formatExpiry(new Date(sent.expiresAt));
    for (const body of [message!.body.html!, message!.body.text!]) {
      expect(body).toContain(title);
      expect(body).toContain(sent.libraryUrl);
      expect(body).toContain(expiry);
      expect(body).not.toContain('/api/download/');
    }
    const headers = Object.fromEntries((message!.headers ?? []).map((h) => [h.name, h.value]));
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The link opens the reader's own library for LIBRARY_LINK_DAYS, and the library holds the
    // ebook (the address is on no list: the send itself put it there), whose Download is short-lived.
    expect(Math.abs(Date.parse(sent.expiresAt) - (Date.now() + LIBRARY_LINK_DAYS * DAY))).toBeLessThan(60_000);
    const { page, pressed } = await openEmailedLibrary(message!.body.text);
    expect(page.status, page.text).toBe(200);
    expect(page.text).toContain(`Download ${title}`);
    expect(pressed.status, pressed.text).toBe(303);
    expect(pressed.headers.location).toMatch(/X-Amz-Expires=300/);

    // One click on the mail client's unsubscribe button, as RFC 8058 has it; then no more mail.
    const unsubscribe = new URL(headers['List-Unsubscribe']!.slice(1, -1));
    const clicked = await rawRequest('POST', unsubscribe.pathname, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.status).toBe(200);
    const refused = await send(email);
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(
      `${email} has unsubscribed from the mailing list, so no email was sent. They can sign up again at /sign-up.`,
    );
    expect(await mailTo(domain)).toHaveLength(1);
  });

  it('refuses a suppressed address with a clear message and sends nothing', async () => {
    const email = `bounced@${domain}`;
    await recordSignup(deps(), { email, groups: ['voracious-readers'], source: 'signup_page' });
    await suppress(deps(), email, 'Permanent bounce');
    const reply = await send(email);
    expect(reply.status).toBe(409);
    expect(reply.json().message).toContain('suppressed');
    expect((await mailTo(domain)).filter((m) => m.destination.to.includes(email))).toHaveLength(0);
  });

  it('refuses an invalid address', async () => {
    const reply = await send('not-an-address');
    expect(reply.status).toBe(400);
    expect(reply.json().message).toContain('valid email address');
  });
});
