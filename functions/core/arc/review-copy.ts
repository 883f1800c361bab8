import { ARC_LINK_MAX_DOWNLOADS, ARC_PLATFORMS, REVIEWS_PER_READER_MAX, type ArcPlatform } from '../../contract/arc';
import type { ArcRoundItem } from '../../entities/arc-round';
import { getCopy } from '../../entities/arc-copy';
import type { EbookItem } from '../../entities/arc-ebook';
import {
  addReview,
  countArcDownload,
  getInvite,
  markOpened,
  setInviteCopy,
  type InviteItem,
} from '../../entities/arc-invite';
import { getArcLink } from '../../entities/arc-link';
import type { Deps } from '../../lib/deps';
import { presignedDownload } from '../downloads/delivery';
import { hashToken, isToken } from '../mailing-list/tokens';
import { findArcRound } from './rounds';
import { copyFilename, makeCopy } from './copies';
import { copyFileKey } from './ebook-files';
import { findEbook } from './ebooks';
import { coverOf } from '../../contract/arc';
import { recentPublishedContent } from '../site-content/published-content';

/**
 * A reader's private ARC link: a random 256-bit token whose hash names the
 * reader's invitation. Opening the page notes "opened" and nothing else (mail scanners open links);
 * the Download button counts, up to ARC_LINK_MAX_DOWNLOADS; the review form records a URL.
 */

export type ReviewCopyLookup =
  | { state: 'unknown' }
  | { state: 'expired'; round: ArcRoundItem }
  | { state: 'withdrawn'; round: ArcRoundItem }
  /**
   * `book`: the round's book, for the file of the reader's copy; `cover`: the picture of the book
   * of hers it wears, as her site was last published.
   */
  | { state: 'valid'; round: ArcRoundItem; invite: InviteItem; book: EbookItem; cover?: string };

export async function lookUpReviewCopy(deps: Deps, token: string): Promise<ReviewCopyLookup> {
  if (!isToken(token)) return { state: 'unknown' };
  const link = await getArcLink(deps, hashToken(token));
  if (!link) return { state: 'unknown' };
  const invite = await getInvite(deps, link.email, link.campaignId);
  if (!invite) return { state: 'unknown' };
  const round = await findArcRound(deps, link.campaignId).catch(() => undefined);
  if (!round) return { state: 'unknown' };
  if (invite.withdrawnAt) return { state: 'withdrawn', round };
  if (new Date(link.validUntil) <= deps.now()) return { state: 'expired', round };
  const book = await findEbook(deps, round.bookId);
  const wears = book.coverBookId
    ? (await recentPublishedContent(deps)).books.find((entry) => entry.id === book.coverBookId)
    : undefined;
  return { state: 'valid', round, invite, book, ...(wears ? { cover: coverOf(wears) } : {}) };
}

/** GET: the page; notes the first opening. */
export async function openReviewCopy(deps: Deps, token: string): Promise<ReviewCopyLookup> {
  const found = await lookUpReviewCopy(deps, token);
  if (found.state === 'valid' && !found.invite.openedAt)
    await markOpened(deps, found.invite.email, found.round.id, deps.now().toISOString());
  return found;
}

export type ReviewCopyDownload =
  | { outcome: 'redirect'; url: string }
  | { outcome: 'used-up'; found: ReviewCopyLookup & { state: 'valid' } }
  | { outcome: 'refused'; found: ReviewCopyLookup };

/** POST Download: counts, makes the reader's watermarked copy on the first press, and presigns it. */
export async function downloadReviewCopy(deps: Deps, token: string): Promise<ReviewCopyDownload> {
  const found = await lookUpReviewCopy(deps, token);
  if (found.state !== 'valid') return { outcome: 'refused', found };
  return deliverReviewCopy(deps, found);
}

/**
 * The download of a review copy the reader may have (by their invitation's link or their
 * library): counted on the invitation, the same copy whichever way it is asked for.
 */
export async function deliverReviewCopy(
  deps: Deps,
  found: ReviewCopyLookup & { state: 'valid' },
): Promise<Exclude<ReviewCopyDownload, { outcome: 'refused' }>> {
  const { invite, round, book } = found;
  if (!(await countArcDownload(deps, invite.email, round.id, ARC_LINK_MAX_DOWNLOADS, deps.now().toISOString())))
    return { outcome: 'used-up', found };
  let copyId = invite.copyId;
  if (!copyId) {
    const made = await makeCopy(deps, {
      book,
      email: invite.email,
      ...(invite.name ? { name: invite.name } : {}),
      campaignId: round.id,
    });
    // Two presses at once may both make a copy: the first tied to the invitation is the reader's.
    copyId = (await setInviteCopy(deps, invite.email, round.id, made.copyId))
      ? made.copyId
      : (await getInvite(deps, invite.email, round.id))!.copyId!;
  }
  const copy = await getCopy(deps, copyId);
  return {
    outcome: 'redirect',
    url: await presignedDownload(
      deps,
      copy && 'key' in copy ? copy.key : copyFileKey(copyId),
      copyFilename(book.title),
    ),
  };
}

export type ReviewReport =
  | { outcome: 'recorded' | 'full'; found: ReviewCopyLookup & { state: 'valid' } }
  | { outcome: 'invalid'; problem: string; found: ReviewCopyLookup & { state: 'valid' } }
  | { outcome: 'refused'; found: ReviewCopyLookup };

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** POST review: records the review's address and platform, or says what to fix. */
export async function reportReview(
  deps: Deps,
  token: string,
  input: { url: string; platform: string },
): Promise<ReviewReport> {
  const found = await lookUpReviewCopy(deps, token);
  if (found.state !== 'valid') return { outcome: 'refused', found };
  const url = input.url.trim();
  if (!isWebAddress(url))
    return {
      outcome: 'invalid',
      problem: 'Please paste the full address of your review, starting with https://.',
      found,
    };
  if (!(ARC_PLATFORMS as readonly string[]).includes(input.platform))
    return { outcome: 'invalid', problem: 'Please choose where you posted the review.', found };
  const recorded = await addReview(
    deps,
    found.invite.email,
    found.round.id,
    { url, platform: input.platform as ArcPlatform, at: deps.now().toISOString() },
    REVIEWS_PER_READER_MAX,
  );
  return {
    outcome: recorded ? 'recorded' : 'full',
    found: recorded
      ? {
          ...found,
          invite: {
            ...found.invite,
            reviews: [
              ...found.invite.reviews,
              { url, platform: input.platform as ArcPlatform, at: deps.now().toISOString() },
            ],
          },
        }
      : found,
  };
}
