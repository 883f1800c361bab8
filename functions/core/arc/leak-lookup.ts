import { EBOOK_MAX_BYTES, type LeakCopy, type LeakReply } from '../../contract/arc';
import { readerIdOf } from '../../contract/readers';
import { formatAmount } from '../../contract/sales';
import { getCopy, listCopyIds } from '../../entities/arc-copy';
import { getInviteDownload } from '../../entities/arc-invite';
import { getOrder } from '../../entities/order';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { findInText } from '../ebooks/fingerprint';
import { judgeTextMark, readTextMark } from '../ebooks/text-mark';
import { findFingerprint, NotAnEpubError } from '../ebooks/watermark';
import { deleteObject, objectSize, streamObject, uploadKeyOf } from './ebook-files';

/**
 * The leak lookup: the fingerprint of a suspect file or passage names the copy,
 * and the copy's record names the reader, the ARC round and when it was downloaded. The fingerprint
 * is in the package metadata and in every chapter, so a file without its ex-libris page, or
 * repacked, still tells. A passage whose zero-width characters are gone (normalised as plain text)
 * is read for the copy's typographic mark against every copy there is. A copy
 * sold by Buy Direct names its buyer the same way, with the order it was sold by.
 */

/** A sold copy's order, as the lookup shows it (what was bought, when, for how much, withdrawn since or not). */
async function orderOf(deps: Deps, orderId: string | undefined): Promise<Pick<LeakCopy, 'order'>> {
  const order = orderId ? await getOrder(deps, orderId) : undefined;
  if (!order) return {};
  const { sessionId, title, amountTotal, currency, createdAt, state } = order;
  return { order: { sessionId, title, amount: formatAmount(amountTotal, currency), paidAt: createdAt, state } };
}

async function copiesOf(deps: Deps, copyIds: string[]): Promise<LeakCopy[]> {
  const copies: LeakCopy[] = [];
  for (const copyId of copyIds) {
    const copy = await getCopy(deps, copyId);
    if (!copy) continue;
    if ('erasedAt' in copy) {
      const { bookTitle, campaignId, preparedAt, maskedEmail, erasedAt } = copy;
      copies.push({
        copyId,
        email: maskedEmail,
        bookTitle,
        ...(campaignId ? { campaignId } : {}),
        ...(await orderOf(deps, copy.orderId)),
        preparedAt,
        erasedAt,
      });
      continue;
    }
    // The copy names the address it was made for; the reader's record is where they are now.
    const current = copy.nowAt ?? copy.email;
    const downloadedAt = copy.campaignId ? await getInviteDownload(deps, current, copy.campaignId) : undefined;
    copies.push({
      copyId,
      email: copy.email,
      ...(current !== copy.email ? { nowAt: current } : {}),
      ...(copy.name ? { name: copy.name } : {}),
      readerId: readerIdOf(current),
      bookTitle: copy.bookTitle,
      ...(copy.campaignId ? { campaignId: copy.campaignId } : {}),
      ...(await orderOf(deps, copy.orderId)),
      preparedAt: copy.preparedAt,
      ...(downloadedAt ? { downloadedAt } : {}),
    });
  }
  return copies;
}

/** ", who bought True Veil (order cs_…, $4.99 on 2026-11-27, since refunded)" for a sold copy. */
const boughtBy = ({ order }: LeakCopy) =>
  order
    ? `, who bought ${order.title} (order ${order.sessionId}, ${order.amount} on ${order.paidAt.slice(0, 10)}${order.state === 'paid' ? '' : `, since ${order.state}`})`
    : '';

function reply(copies: LeakCopy[], places: string[], marked: boolean): LeakReply {
  if (copies.length) {
    const who = copies
      .map(
        (copy) =>
          (copy.erasedAt
            ? `a ${copy.order ? 'buyer' : 'reader'} since erased (${copy.email})`
            : `${copy.name ? `${copy.name} ` : ''}<${copy.email}>${copy.nowAt ? `, now at <${copy.nowAt}>` : ''}`) +
          boughtBy(copy),
      )
      .join(', ');
    return { found: true, message: `This is the copy prepared for ${who}.`, copies, places };
  }
  return {
    found: false,
    message: marked
      ? 'A fingerprint was found, but no copy of this site matches it: the reader may have been erased.'
      : 'No fingerprint found: this text or file carries no mark of a copy from this site.',
    copies,
    places,
  };
}

export async function lookUpPassage(deps: Deps, passage: string): Promise<LeakReply> {
  const ids = findInText(passage);
  if (ids.length) return reply(await copiesOf(deps, ids), ['the pasted passage'], true);
  const copyIds = await listCopyIds(deps);
  const verdict = judgeTextMark(readTextMark(passage), copyIds);
  if ('named' in verdict && verdict.named.length)
    return reply(await copiesOf(deps, verdict.named), ['the pasted passage (its typographic mark)'], true);
  return {
    found: false,
    message:
      'tooShort' in verdict
        ? `Too short to decide: as plain text this passage shows ${verdict.tooShort.places} of the places where copies differ (spacing at commas, full stops, quotes and dashes, hyphens, straight or curly quotes and apostrophes), and telling copies apart takes at least ${verdict.tooShort.needed} (this site has made ${copyIds.length === 1 ? 'one copy' : `${copyIds.length} copies`}). Nobody is named rather than perhaps the wrong reader; paste a longer passage (about 250 words; fewer where it is dialogue).`
        : 'No fingerprint found: this text carries no zero-width mark, and its typographic mark names no copy of this site.',
    copies: [],
    places: [],
  };
}

export async function lookUpFile(deps: Deps, uploadId: string): Promise<LeakReply> {
  const key = uploadKeyOf(uploadId);
  const size = await objectSize(deps, key);
  if (size === undefined) throw new BadRequestError('The file has not arrived. Please upload it again.');
  try {
    if (size > EBOOK_MAX_BYTES)
      throw new BadRequestError(`The file is too large: at most ${EBOOK_MAX_BYTES / 1024 / 1024} MB.`);
    let found: { copyIds: string[]; places: string[] };
    try {
      found = await findFingerprint(await streamObject(deps, key));
    } catch (error) {
      if (error instanceof NotAnEpubError)
        throw new BadRequestError(
          'This file is not an EPUB (not a zip archive). Upload the suspect .epub file, or paste a passage from it.',
        );
      throw error;
    }
    return reply(await copiesOf(deps, found.copyIds), found.places, found.copyIds.length > 0);
  } finally {
    // A suspect file is evidence to read, not to keep.
    await deleteObject(deps, key);
  }
}
