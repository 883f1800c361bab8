import { describe, expect, it } from 'vitest';
import { readerIdOf } from '../../functions/contract/readers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { getCopy, type CopyItem } from '../../functions/entities/arc-copy';
import { getOrder } from '../../functions/entities/order';
import { deps } from '../../functions/lib/deps';
import { maskEmail } from '../../functions/lib/email-address';
import { invoke } from '../support/invoke';
import { itemsHolding } from '../support/writes';
import { mailTo, uniqueDomain } from './downloads-calls';
import { linkIn, moveSubscription, randomClient, signUpAndConfirm } from './mailing-list-helpers';
import { buy } from './sales-helpers';

/**
 * Erasing a buyer (issue 29 item 7) through the real handlers: their orders stay as the tax
 * records the author must keep (amount, currency, date, country, book) with the address masked and
 * the name gone; their library entries, receipt links and library links go; the answer says so.
 */

const tokenAfter = (text: string, path: string) =>
  new RegExp(`${path}([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? 'missing-link';

/** Whether the bucket lists the object. */
async function bucketHolds(key: string): Promise<boolean> {
  const { s3, ebookBucket } = deps();
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: ebookBucket, Prefix: key }));
  return (listed.Contents ?? []).some((object) => object.Key === key);
}

const erase = (email: string) => invoke('eraseReader', { params: { id: readerIdOf(email) } });

describe('erasing a buyer', () => {
  it('keeps each order’s amount, currency, date, country and book under the masked address, removes the name and the order’s links, and says so', async () => {
    const domain = uniqueDomain('erase-buyer');
    const email = `eve@${domain}`;
    await signUpAndConfirm(email);
    const sale = await buy({ email, ebookTitle: 'Erased Buyer', name: 'Eve Buyer' });
    const before = (await getOrder(deps(), sale.sessionId))!;

    const erased = await erase(email);
    expect(erased.status, erased.text).toBe(200);
    const { message } = erased.json<{ message: string }>();
    expect(message).toMatch(/tax law makes you keep them: their order \(amount, currency, date, country and book\)/);
    expect(message).toContain(maskEmail(email));

    const order = await getOrder(deps(), sale.sessionId);
    expect(order).toMatchObject({
      sessionId: sale.sessionId,
      bookId: 'true-veil',
      title: 'True Veil',
      amountTotal: 499,
      currency: 'usd',
      country: 'CA',
      createdAt: before.createdAt,
      email: maskEmail(email),
      erasedAt: expect.any(String),
    });
    expect(order!.name).toBeUndefined();
    expect(await itemsHolding(`"${email}"`)).toEqual([]);
    expect(await itemsHolding(`#${email}`)).toEqual([]);
    expect(await itemsHolding('Eve Buyer')).toEqual([]);

    // No link opens the order any more: the receipt's, the thank-you page's.
    for (const ref of [sale.orderToken, sale.sessionId]) {
      expect((await invoke('orderPage', { params: { ref } })).status).toBe(404);
      expect((await invoke('orderDownload', { params: { ref }, form: '' })).status).toBe(404);
    }
  });

  it('removes their "My books" entries and link', async () => {
    const domain = uniqueDomain('erase-library');
    const email = `gil@${domain}`;
    await buy({ email });
    const asked = await invoke('libraryRequest', {
      form: `email=${encodeURIComponent(email)}`,
      sourceIp: randomClient(),
    });
    expect(asked.status).toBe(200);
    const letter = (await mailTo(domain)).find((mail) => mail.subject === 'Your books')!;
    const token = tokenAfter(letter.body.text!, '/api/sales/library/');
    expect((await invoke('libraryPage', { params: { token } })).status).toBe(200);

    expect((await erase(email)).status).toBe(200);
    expect((await invoke('libraryPage', { params: { token } })).status).toBe(404);
    expect(await itemsHolding(`#${email}`)).toEqual([]);
    // Asking again sends nothing: the address has no orders any more.
    await invoke('libraryRequest', { form: `email=${encodeURIComponent(email)}`, sourceIp: randomClient() });
    expect((await mailTo(domain)).filter((mail) => mail.subject === 'Your books')).toHaveLength(1);
  });

  it('erases every address the reader had: what they bought before moving to a new one goes too', async () => {
    const domain = uniqueDomain('erase-moved');
    const [old, moved] = [`ida@${domain}`, `ida.new@${domain}`];
    const preferences = linkIn(await signUpAndConfirm(old), '/api/newsletter/preferences/')
      .split('/')
      .pop()!;
    const sale = await buy({ email: old, ebookTitle: 'Bought Before Moving', name: 'Ida Mover' });
    const copy = (await getCopy(deps(), (await getOrder(deps(), sale.sessionId))!.copyId!)) as CopyItem;
    expect(await bucketHolds(copy.key)).toBe(true);
    await moveSubscription(preferences, old, moved);
    const later = await buy({ email: moved, ebookTitle: 'Bought After Moving', name: 'Ida Mover' });

    const erased = await erase(moved);
    expect(erased.status, erased.text).toBe(200);
    for (const address of [old, moved]) {
      expect(await itemsHolding(`"${address}"`)).toEqual([]);
      expect(await itemsHolding(`#${address}`)).toEqual([]);
    }
    expect(await itemsHolding('Ida Mover')).toEqual([]);
    expect(await bucketHolds(copy.key)).toBe(false);
    expect(erased.json<{ message: string }>().message).toContain('with the address they had before');
    expect(await getOrder(deps(), sale.sessionId)).toMatchObject({ email: maskEmail(old), amountTotal: 499 });
    expect(await getOrder(deps(), later.sessionId)).toMatchObject({ email: maskEmail(moved), amountTotal: 499 });
    expect((await invoke('orderPage', { params: { ref: sale.orderToken } })).status).toBe(404);
    // Neither address can be added back by import.
    const imported = await invoke('importReaders', {
      body: { csv: `email\n${old}\n`, optedIn: true, consentBasis: 'They signed up on my old form.' },
    });
    expect(imported.json<{ added: number }>().added).toBe(0);
  });

  it('erases a buyer who never joined the list', async () => {
    const domain = uniqueDomain('erase-buyer-only');
    const email = `flo@${domain}`;
    const sale = await buy({ email, ebookTitle: 'Erased Buyer', name: 'Eve Buyer' });
    const erased = await erase(email);
    expect(erased.status, erased.text).toBe(200);
    expect(await getOrder(deps(), sale.sessionId)).toMatchObject({ email: maskEmail(email), amountTotal: 499 });
    expect(await itemsHolding(`"${email}"`)).toEqual([]);
    expect((await erase(email)).status).toBe(404);
  });
});
