import type { Deps } from '../../lib/deps';
import { maskEmail, normaliseEmail } from '../../lib/email-address';
import { NotFoundError } from '../../lib/errors';
import { log } from '../../lib/log';
import { getSubscriber, PROFILE_KIND, readerPartition, type Subscriber } from '../../entities/subscriber';
import type { Key } from '../../entities/table';
import { deleteItems, itemsNaming, putErased } from '../../entities/reader-desk';
import { isChunk, replaceChunkRecipients, type ChunkItem } from '../../entities/bulk-email-job';
import { isCopyItem, type CopyItem } from '../../entities/arc-copy';
import { eraseOrder, isOrderItem, listLibrary, type OrderItem } from '../../entities/order';
import { eraseCopies } from '../arc/copies';
import { emailHash } from './add';

/** The addresses a reader's profile names: theirs, and those they moved from. */
const addressesOfProfile = (item: Key & Record<string, unknown>): string[] => {
  if (item.sk !== PROFILE_KIND || !item.pk.startsWith(readerPartition(''))) return [];
  const profile = item as unknown as Subscriber;
  return [profile.email, ...(profile.formerEmails ?? [])];
};

/** The addresses the reader had before this one, as the erasure's answer names them. */
const before = (count: number) =>
  count ? `, with the ${count === 1 ? 'address' : `${count} addresses`} they had before (they moved)` : '';

/** The suppression an erasure keeps under the hash: mail to the reader bounced or was reported. */
const suppressionOf = (subscriber: Subscriber | undefined) =>
  subscriber?.suppressed
    ? { reason: subscriber.suppressionReason ?? 'suppressed', at: subscriber.suppressedAt ?? '' }
    : undefined;

/** What stands in a bulk send's record for a recipient who was erased. */
export const ERASED_RECIPIENT = '(erased)';
/** Why a bulk send skipped a recipient erased before their turn (or before a retry). */
export const ERASED_SKIP = 'The reader was erased at their request.';
const REDACT_ATTEMPTS = 5;

/**
 * Erases a reader (GDPR article 17): every item that names their address goes: their profile,
 * consent records, emails sent, downloads, confirmation and unsubscribe tokens, download links
 * and copies made for MailerLite; in the records of bulk sends their address is replaced. Their
 * watermarked copies (ARC and free ebook), which name them on the ex-libris page, are deleted from
 * the bucket in every version; each copy's record keeps only the book, the campaign and the masked address. What
 * stays is the SHA-256 of the address, written first, so an import (or the author by hand)
 * cannot add them back while the erasure runs or after (with their suppression, if mail to them
 * bounced). Their own sign-up still can. Every address they had goes the same way: a reader who
 * moved left orders, library entries and copies under the address they moved from.
 * A buyer's orders are the author's tax records: each keeps its amount, currency, date,
 * country and book, with the address masked and the name gone; their library entries, receipt
 * links and library links go. A buyer who never joined the list can be erased too.
 */
export async function eraseReader(deps: Deps, rawEmail: string): Promise<{ message: string }> {
  const email = normaliseEmail(rawEmail);
  const subscriber = await getSubscriber(deps, email);
  if (!subscriber?.status && !(await listLibrary(deps, email)).length)
    throw new NotFoundError('No reader with that address is on your list, and no order was made with it.');
  const erasedAt = deps.now().toISOString();
  await putErased(deps, emailHash(email), erasedAt, suppressionOf(subscriber));
  const addresses = new Set([email]);
  let orders = 0;
  const masked = new Set<string>();
  for (let attempt = 1; ;) {
    const items = await itemsNaming(deps, [...addresses]);
    // Every address the reader had: a move leaves their orders, library and copies under the old one.
    const former = items.flatMap(addressesOfProfile).filter((address) => !addresses.has(address));
    if (former.length) {
      await Promise.all(former.map((address) => putErased(deps, emailHash(address), erasedAt)));
      former.forEach((address) => addresses.add(address));
      continue;
    }
    const chunks = items.filter(isChunk) as unknown as ChunkItem[];
    await eraseCopies(deps, items.filter(isCopyItem) as unknown as CopyItem[], erasedAt);
    for (const order of items.filter(isOrderItem) as unknown as OrderItem[]) {
      masked.add(maskEmail(order.email));
      await eraseOrder(deps, order, maskEmail(order.email), erasedAt);
      orders++;
    }
    await deleteItems(
      deps,
      items.filter((item) => !isChunk(item) && !isCopyItem(item) && !isOrderItem(item)),
    );
    let redacted = true;
    for (const chunk of chunks) {
      const recipients = chunk.recipients.map((r) => (addresses.has(r.email) ? { ...r, email: ERASED_RECIPIENT } : r));
      // False when a worker recorded the chunk meanwhile: the next pass reads it again.
      if (!(await replaceChunkRecipients(deps, chunk, recipients))) redacted = false;
    }
    if (redacted) break;
    if (attempt++ === REDACT_ATTEMPTS) {
      log.error('A bulk send kept changing while a reader was erased; their address may remain in its record', {});
      break;
    }
  }
  const kept = orders
    ? ` Kept too, as tax law makes you keep them: their ${orders === 1 ? 'order' : `${orders} orders`} (amount, currency, date, country and book) under the masked address${masked.size > 1 ? 'es' : ''} ${[...masked].join(', ')}, without their name; the links to their books no longer open.`
    : '';
  return {
    message: `${email} is erased${before(addresses.size - 1)}: nothing of them is kept but a one-way hash that stops an import from adding them back, and their masked address beside each watermarked copy made for them (the files are deleted), so a leak lookup can still tell such a copy was made for a reader since erased.${kept} If you copy readers to MailerLite, delete them there too.`,
  };
}
