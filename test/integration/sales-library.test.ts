import { afterEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_EMAILS_PER_CLIENT } from '../../functions/contract/mailing-list';
import { LIBRARY_LINK_DAYS, ORDER_MAX_DOWNLOADS } from '../../functions/contract/sales';
import { hashToken, newToken } from '../../functions/core/mailing-list/tokens';
import { putLibraryLink, type LibraryLinkItem } from '../../functions/entities/order';
import { epochSeconds } from '../../functions/entities/table';
import { deps, overrideDeps } from '../../functions/lib/deps';
import { invoke } from '../support/invoke';
import { exLibrisText } from '../support/leaked-copy';
import { seenPage } from '../support/reader-view';
import { mailTo, uniqueDomain } from './downloads-calls';
import { randomClient, uniqueEmail } from './mailing-list-helpers';
import { buy, deliver, refundedEvent } from './sales-helpers';

/**
 * "My books" (issue 29 item 4) through the real handlers against the emulators: the receipt and
 * the thank-you page lead to a form; the form answers the same whatever the address; an address
 * with orders is emailed an expiring link to a page listing every book it bought, whose Download
 * buttons are the orders' own (their bounds, withdrawals, scanner-safety); the email draws on the
 * client's budget of confirmation emails.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const askFor = (email: string, sourceIp = randomClient()) =>
  invoke('libraryRequest', { form: `email=${encodeURIComponent(email)}`, sourceIp });
const libraryTokenIn = (text: string) => /\/api\/sales\/library\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const downloadRefsIn = (page: string) =>
  [...page.matchAll(/action="\/api\/sales\/orders\/([^"]+)"/g)].map((match) => match[1]!);
const press = (ref: string) => invoke('orderDownload', { params: { ref }, form: '' });

describe('My books', () => {
  it('is linked from the receipt and the thank-you page; answers the same for any address; emails a buyer an expiring link to every book, each downloading within its order’s bounds', async () => {
    const domain = uniqueDomain('library');
    const buyer = `ada@${domain}`;
    const first = await buy({ email: buyer, bookId: 'the-veil-lives', ebookTitle: 'Library One', name: 'Ada Byron' });
    const receipt = (await mailTo(domain))[0]!;
    expect(receipt.body.text).toMatch(/My books.*\/api\/sales\/library\b/s);
    const thanks = await invoke('orderPage', { params: { ref: first.sessionId } });
    expect(thanks.text).toContain('href="/api/sales/library"');
    const second = await buy({
      email: buyer,
      bookId: 'echo-of-the-veil',
      ebookTitle: 'Library Two',
      name: 'Ada Byron',
    });

    const form = await invoke('libraryForm');
    expect(form.status).toBe(200);
    expect(seenPage(form.text).forms).toEqual([
      expect.objectContaining({
        method: 'post',
        action: '/api/sales/library',
        buttons: [{ text: 'Email me a link', disabled: false }],
      }),
    ]);

    // Whoever asks, about whatever address, reads the same page; only a buyer's address gets mail.
    const stranger = `nobody@${domain}`;
    const [forStranger, forBuyer] = [await askFor(stranger), await askFor(buyer.toUpperCase())];
    expect(forStranger.status).toBe(200);
    expect(forBuyer.status).toBe(200);
    expect(forBuyer.text).toBe(forStranger.text);
    const mail = await mailTo(domain);
    expect(mail.flatMap((m) => m.destination.to)).not.toContain(stranger);
    const letter = mail.find((m) => m.subject === 'Your books')!;
    expect(letter.body.text).toMatch(/2 books you bought/);
    const token = libraryTokenIn(letter.body.text!)!;
    expect(token).toBeDefined();

    // Opening the link (as a mail scanner would, too) shows both books and counts nothing.
    const library = await invoke('libraryPage', { params: { token } });
    expect(library.status, library.text).toBe(200);
    expect(library.text).toContain('Download The Veil Lives');
    expect(library.text).toContain('Download Echo of the Veil');
    expect(library.text).toContain(`${ORDER_MAX_DOWNLOADS} of ${ORDER_MAX_DOWNLOADS} downloads left`);
    const refs = downloadRefsIn(library.text);
    expect(refs).toHaveLength(2);
    // Each button names its entry by a reference of its own: no Checkout Session id is on the page.
    expect(library.text).not.toMatch(/cs_/);
    for (const sessionId of [first.sessionId, second.sessionId]) expect(library.text).not.toContain(sessionId);

    // A button is the order's own Download: the buyer's copy, counted against the order's bound.
    const pressed = await press(refs[0]!);
    expect(pressed.status, pressed.text).toBe(303);
    const copy = new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer());
    expect(exLibrisText(copy)).toMatch(/This copy was prepared for Ada Byron/);
    const byReceipt = await invoke('orderPage', { params: { ref: first.sessionId } });
    expect(byReceipt.text).toContain(`${ORDER_MAX_DOWNLOADS - 1} of ${ORDER_MAX_DOWNLOADS} downloads left`);

    // A refund withdraws that book on the library page and at its button.
    expect((await deliver(refundedEvent(second.paymentIntent))).status).toBe(200);
    const after = await invoke('libraryPage', { params: { token } });
    expect(after.text).toMatch(/Echo of the Veil.*withdrawn because the payment was refunded/s);
    expect(downloadRefsIn(after.text)).toHaveLength(1);
    expect((await press(refs[1]!)).status).toBe(410);

    // The link names only its address's orders: another order's session behind it is unknown.
    const other = await buy({ email: `cy@${domain}`, bookId: 'the-veil-lives', ebookTitle: 'Library Other' });
    expect((await press(`${token}.${other.sessionId}`)).status).toBe(404);

    // Past its lifetime the link and its buttons open nothing, and the page offers a new one.
    restore = overrideDeps({ now: () => new Date(Date.now() + LIBRARY_LINK_DAYS * DAY + 60_000) });
    const expired = await invoke('libraryPage', { params: { token } });
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('action="/api/sales/library"');
    expect((await press(refs[0]!)).status).toBe(404);
    expect((await invoke('libraryPage', { params: { token: 'x'.repeat(43) } })).status).toBe(404);
  });

  it('a link stored while links listed the orders of their day opens the library as the address has it now', async () => {
    const token = newToken();
    const email = `old@${uniqueDomain('library-old')}`;
    const { sessionId } = await buy({ email, bookId: 'the-veil-lives', ebookTitle: 'Library Old Link' });
    const before = {
      email,
      entries: { [newToken()]: sessionId },
      createdAt: new Date().toISOString(),
      expiresAt: epochSeconds(Date.now() + HOUR),
    };
    await putLibraryLink(deps(), hashToken(token), before as LibraryLinkItem);
    const page = await invoke('libraryPage', { params: { token } });
    expect(page.status, page.text).toBe(200);
    expect(downloadRefsIn(page.text)).toHaveLength(1);
    expect((await press(downloadRefsIn(page.text)[0]!)).status).toBe(303);
  });

  // Fifty sign-ups spend the client's budget first: minutes on a busy machine.
  it('its email draws on the client’s budget of confirmation emails, with the same page', async () => {
    const domain = uniqueDomain('library-budget');
    const buyer = `bo@${domain}`;
    await buy({ email: buyer, bookId: 'the-veil-lives', ebookTitle: 'Library Budget' });
    const client = randomClient();
    // Limits count in fixed windows: start at the top of one, so the sign-ups below share it.
    const window = CONFIRMATION_EMAILS_PER_CLIENT.perSeconds * 1000;
    const start = Math.floor(Date.now() / window) * window;
    for (let i = 0; i < CONFIRMATION_EMAILS_PER_CLIENT.requests; i += 10) {
      // Ten a minute: within the sign-up route's own per-client limit.
      restore?.();
      restore = overrideDeps({ now: () => new Date(start + (i / 10) * 60_000) });
      await Promise.all(
        Array.from({ length: 10 }, () =>
          invoke('mailingListSignup', { body: { email: uniqueEmail('budget') }, sourceIp: client }),
        ),
      );
    }
    const spent = await askFor(buyer, client);
    expect(spent.status).toBe(200);
    expect((await mailTo(domain)).filter((m) => m.subject === 'Your books')).toHaveLength(0);

    const elsewhere = await askFor(buyer, randomClient());
    expect(elsewhere.text).toBe(spent.text);
    expect((await mailTo(domain)).filter((m) => m.subject === 'Your books')).toHaveLength(1);
  }, 180_000);
});
