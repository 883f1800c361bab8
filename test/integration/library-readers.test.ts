import { SEED_FREE_EBOOK_TITLE } from '../support/free-ebook-title';
import { describe, expect, it } from 'vitest';
import { shortStories } from '../../content/seed/stories';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { LIBRARY_LINK_DAYS } from '../../functions/contract/sales';
import { useClockAhead } from '../support/clock-ahead';
import { invoke } from '../support/invoke';
import { seenPage } from '../support/reader-view';
import { mailTo, uniqueDomain } from './downloads-calls';
import { isFreeEbookMail, moveSubscription, randomClient } from './mailing-list-helpers';
import { buy } from './sales-helpers';

/**
 * One library per reader, keyed by address, through the real handlers against the emulators: a
 * reader who signs up and confirms, without buying anything, has a library with the free stories
 * and the free ebook; the confirmed page, the welcome email and the free ebook's email lead there;
 * its link works LIBRARY_LINK_DAYS, after which its page emails a fresh one; "My books" sends the
 * link to any address with a library, the same page for every address; a move of address takes the
 * orders along.
 */

const DAY = 24 * 60 * 60 * 1000;
const title = SEED_FREE_EBOOK_TITLE;
const clockAhead = useClockAhead();
const daysLater = (days: number) => clockAhead(days * DAY);

const LIBRARY_LINK = /\/api\/sales\/library\/([A-Za-z0-9_-]{43})/;
const libraryTokenIn = (text: string | undefined) => LIBRARY_LINK.exec(text ?? '')?.[1];
const mailOf = async (email: string) =>
  (await mailTo(email.split('@')[1]!)).filter((m) => m.destination.to.includes(email));
const openLibrary = (token: string) => invoke('libraryPage', { params: { token } });
const askFor = (email: string, sourceIp = randomClient()) =>
  invoke('libraryRequest', { form: `email=${encodeURIComponent(email)}`, sourceIp });

/** A reader signs up and presses the confirmation email's button: the page that answers, and their mail. */
async function signUpAndConfirm(email: string) {
  const signup = await invoke('mailingListSignup', { body: { email }, sourceIp: randomClient() });
  expect(signup.status, signup.text).toBe(200);
  const confirmation = (await mailOf(email))[0]!;
  const token = /\/api\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(confirmation.body.text ?? '')![1]!;
  const page = await invoke('mailingListConfirm', { params: { token }, form: '' });
  expect(page.status, page.text).toBe(200);
  const [, welcome, freeEbook] = await mailOf(email);
  return { page, welcome: welcome!, freeEbook: freeEbook! };
}

describe('one library per reader', () => {
  it('a reader who confirms, without orders, is led to a library with the free stories and the free ebook, which downloads', async () => {
    const email = `reader@${uniqueDomain('library-reader')}`;
    const { page, welcome, freeEbook } = await signUpAndConfirm(email);

    // The confirmed page, the welcome email and the free ebook's email each open the library.
    const fromPage = /href="\/api\/sales\/library\/([A-Za-z0-9_-]{43})">Open my library/.exec(page.text)?.[1];
    expect(fromPage, page.text).toBeDefined();
    expect(welcome.subject).toMatch(/^Welcome/);
    expect(welcome.body.html).toMatch(
      /href="[^"]*\/api\/sales\/library\/[A-Za-z0-9_-]{43}"[^>]*>Read the Free Stories/,
    );
    expect(isFreeEbookMail(freeEbook)).toBe(true);
    expect(freeEbook.body.text).not.toContain('/api/download/');
    expect(freeEbook.body.text).toContain(`The link works for ${LIBRARY_LINK_DAYS} days`);
    for (const token of [fromPage!, libraryTokenIn(welcome.body.text)!, libraryTokenIn(freeEbook.body.text)!]) {
      const library = await openLibrary(token);
      expect(library.status, library.text).toBe(200);
      const seen = seenPage(library.text);
      expect(seen.headings[0]).toBe('Your library');
      for (const story of shortStories) expect(seen.links.map((link) => link.text)).toContain(story.title);
      expect(seen.forms.flatMap((form) => form.buttons.map((button) => button.text))).toContain(`Download ${title}`);
      expect(library.text).not.toContain('Books you bought');
    }

    // The free ebook's button: a download of the reader's own, by a URL that lives minutes.
    const token = libraryTokenIn(freeEbook.body.text)!;
    const pressed = await invoke('libraryEbookDownload', { params: { token, filename: EBOOK_FILENAME }, form: '' });
    expect(pressed.status, pressed.text).toBe(303);
    expect(pressed.headers.location).toMatch(/X-Amz-Expires=300/);
    const file = new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer());
    expect(Buffer.from(file.subarray(0, 2)).toString('latin1')).toBe('PK');
    const elsewhere = await invoke('libraryEbookDownload', { params: { token, filename: 'other.epub' }, form: '' });
    expect(elsewhere.status).toBe(404);
  });

  it(`its link works on day 7, not on day ${LIBRARY_LINK_DAYS + 1}, where its page emails a fresh link that works; "My books" answers every address alike`, async () => {
    const domain = uniqueDomain('library-days');
    const email = `reader@${domain}`;
    const { freeEbook } = await signUpAndConfirm(email);
    const token = libraryTokenIn(freeEbook.body.text)!;

    daysLater(7);
    expect((await openLibrary(token)).status).toBe(200);

    daysLater(LIBRARY_LINK_DAYS + 1);
    const expired = await openLibrary(token);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('This link has expired');
    // One field, one press, a plain form post.
    expect(seenPage(expired.text).forms).toEqual([
      {
        method: 'post',
        action: '/api/sales/library',
        fields: [{ name: 'email', type: 'email', checked: false, disabled: false }],
        buttons: [{ text: 'Email me a link', disabled: false }],
      },
    ]);
    expect(expired.text.match(/<button /g)).toHaveLength(1);
    const pressOld = await invoke('libraryEbookDownload', { params: { token, filename: EBOOK_FILENAME }, form: '' });
    expect(pressOld.status).toBe(410);

    // The same page for the reader, a stranger and a pending reader; only the reader is sent a link.
    const pending = `pending@${domain}`;
    await invoke('mailingListSignup', { body: { email: pending }, sourceIp: randomClient() });
    const before = (await mailTo(domain)).length;
    const replies = [await askFor(`stranger@${domain}`), await askFor(pending), await askFor(email.toUpperCase())];
    for (const reply of replies) expect(reply.text).toBe(replies[0]!.text);
    const sent = (await mailTo(domain)).slice(before);
    expect(sent.map((m) => [m.destination.to[0], m.subject])).toEqual([[email, 'Your books']]);
    const fresh = libraryTokenIn(sent[0]!.body.text)!;
    const library = await openLibrary(fresh);
    expect(library.status, library.text).toBe(200);
    const seen = seenPage(library.text);
    expect(seen.forms.flatMap((form) => form.buttons.map((button) => button.text))).toContain(`Download ${title}`);
    expect(seen.links.map((link) => link.text)).toContain(shortStories[0]!.title);
  });

  it('a move of address takes the orders along: the new address’s library lists them; a link to the old one says the library moved', async () => {
    const domain = uniqueDomain('library-move');
    const [old, moved] = [`old@${domain}`, `moved@${domain}`];
    const { welcome } = await signUpAndConfirm(old);
    await buy({ email: old, bookId: 'the-veil-lives', ebookTitle: 'Library Move' });
    // The receipt, a delivery email, leads to the library too.
    const receipt = (await mailOf(old)).find((m) => m.subject.startsWith('Your copy of'))!;
    const fromReceipt = await openLibrary(libraryTokenIn(receipt.body.text)!);
    expect(fromReceipt.text).toContain('Download The Veil Lives');
    const preferences = /\/api\/newsletter\/preferences\/([A-Za-z0-9_-]+)/.exec(welcome.body.text ?? '')![1]!;
    await moveSubscription(preferences, old, moved);
    // The receipt's link, sent to the old address, opens no empty library: it says where the books went.
    const oldLink = await openLibrary(libraryTokenIn(receipt.body.text)!);
    expect(oldLink.status, oldLink.text).toBe(410);
    expect(oldLink.text).toContain('Your library moved with your address');
    expect(oldLink.text).not.toContain('Download The Veil Lives');
    expect(oldLink.text).toContain('name="email"');

    // A day on, past the spacing the move's own emails took from each address's cap.
    daysLater(1);
    const before = (await mailTo(domain)).length;
    await askFor(old);
    await askFor(moved);
    const sent = (await mailTo(domain)).slice(before);
    expect(sent.map((m) => m.destination.to[0])).toEqual([moved]);
    expect(sent[0]!.body.text).toContain('the book you bought');
    const library = await openLibrary(libraryTokenIn(sent[0]!.body.text)!);
    expect(library.text).toContain('Download The Veil Lives');
    const ref = /action="\/api\/sales\/orders\/([^"]+)"/.exec(library.text)![1]!;
    expect((await invoke('orderDownload', { params: { ref }, form: '' })).status).toBe(303);
  });
});
