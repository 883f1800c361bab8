import { EBOOK_FILENAMES, type EbookFilename } from '../../contract/downloads';
import { deliverableTitle } from '../downloads/ebook-title';
import { libraryEmail } from '../../emails/library';
import { invitesOfReader, type InviteItem } from '../../entities/arc-invite';
import { whoHadFreeEbook } from '../../entities/free-ebook';
import { getOrder, listLibrary, type OrderItem } from '../../entities/order';
import type { Deps } from '../../lib/deps';
import { movedFrom } from '../../entities/reader-move';
import { freeStoriesOf } from '../stories/library-stories';
import type { ShortStory } from '../../contract/stories';
import { getArcRoundItem } from '../../entities/arc-round';
import type { ArcRoundItem } from '../../entities/arc-round';
import { pressDownload, type DownloadOutcome } from '../downloads/download';
import { deliverReviewCopy, type ReviewCopyDownload } from '../arc/review-copy';
import { linkValidUntil } from '../arc/rounds';
import { findEbook } from '../arc/ebooks';
import { newLink, saveLinks } from '../downloads/links';
import { freeEbookSettingsOf } from '../downloads/on-confirm';
import { formatExpiry } from '../downloads/expiry';
import { sendWithinCaps } from '../mailing-list/confirmation-cap';
import { sendLetter } from '../mailing-list/emails';
import { subscriberStatuses } from '../mailing-list/subscribers';
import { newLibraryLink, openLibraryLink } from './library-links';
import { libraryRef, stateOf, type OrderLookup } from './orders';

/**
 * The reader's library, one per address: the free stories, the free ebook, every book bought and
 * every review copy given to the address, reached from an emailed link without a password. The
 * link names the address; the page lists what the address has when it is opened.
 */

export type LibraryEntry = { ref: string; order: OrderItem; lookup: OrderLookup };
export type LibraryEbook = { filename: EbookFilename; title: string };
export type LibraryReviewCopy = { invite: InviteItem; round: ArcRoundItem };
export interface OpenLibrary {
  state: 'open';
  entries: LibraryEntry[];
  ebooks: LibraryEbook[];
  reviewCopies: LibraryReviewCopy[];
  /** The free stories the address holds, or null when it never signed up for them (`freeStoriesOf`). */
  stories: ShortStory[] | null;
}
/** `moved`: the link's reader has moved to another address, and nothing is left at this one. */
export type Library = { state: 'unknown' } | { state: 'expired' } | { state: 'moved' } | OpenLibrary;

/**
 * The free ebooks in the library of `email`: each one the reader was sent, and, for a confirmed
 * reader while the author sends it on confirmation, the one the site promised them on signing up.
 */
export async function libraryEbooksOf(deps: Deps, email: string): Promise<LibraryEbook[]> {
  const [status, sendOnConfirm, had] = await Promise.all([
    subscriberStatuses(deps, [email]).then((statuses) => statuses.get(email)),
    freeEbookSettingsOf(deps).then((settings) => settings.sendOnConfirm),
    Promise.all(EBOOK_FILENAMES.map(async (filename) => (await whoHadFreeEbook(deps, [email], filename)).size > 0)),
  ]);
  const promised = status === 'active' && sendOnConfirm;
  return Promise.all(
    EBOOK_FILENAMES.filter((filename, i) => had[i] || promised).map(async (filename) => ({
      filename,
      title: await deliverableTitle(deps, filename),
    })),
  );
}

/** The review copies the author gave the address: its ARC invitations, with their rounds. */
async function reviewCopiesOf(deps: Deps, email: string): Promise<LibraryReviewCopy[]> {
  const invites = await invitesOfReader(deps, email);
  const rounds = await Promise.all(invites.map((invite) => getArcRoundItem(deps, invite.campaignId)));
  return invites.flatMap((invite, i) => {
    const round = rounds[i];
    return round && !invite.withdrawnAt ? [{ invite, round }] : [];
  });
}

/**
 * Emails the address the link to its library, if it has one (orders, a confirmed subscription or
 * a review copy). The answer is the same whatever the address, and the email is one of those a
 * client can make the site send to an address it typed: within that address's cap and the
 * client's budget (`sendWithinCaps`), as every confirmation email. It runs after the form's reply
 * (core/after-reply/forms.ts), so the reply's timing tells nothing either. `email`: normalised
 * where it entered (that form, or a sign-up's).
 */
export async function requestLibrary(deps: Deps, email: string, client: string): Promise<void> {
  const [sessions, status, invites] = await Promise.all([
    listLibrary(deps, email),
    subscriberStatuses(deps, [email]).then((statuses) => statuses.get(email)),
    invitesOfReader(deps, email),
  ]);
  if (!sessions.length && status !== 'active' && !invites.length) return;
  await sendWithinCaps(deps, email, client, async () => {
    const link = await newLibraryLink(deps, email);
    await sendLetter(deps, email, (sender) =>
      libraryEmail(sender, { libraryUrl: link.url, expiresAt: formatExpiry(link.expiresAt), books: sessions.length }),
    );
  });
}

/** The library a link opens: the address's orders (oldest first), free ebooks and review copies. Opening it counts nothing. */
export async function libraryOf(deps: Deps, token: string): Promise<Library> {
  const library = await openLibraryLink(deps, token);
  if (library.state !== 'open') return library;
  const { email } = library.link;
  const [orders, ebooks, reviewCopies, moved, stories] = await Promise.all([
    listLibrary(deps, email).then((sessions) => Promise.all(sessions.map((sessionId) => getOrder(deps, sessionId)))),
    libraryEbooksOf(deps, email),
    reviewCopiesOf(deps, email),
    movedFrom(deps, email, deps.now()),
    freeStoriesOf(deps, email),
  ]);
  // What the address holds again since the move (a new sign-up there) is shown; an empty library is not.
  if (moved && !orders.length && !ebooks.length && !reviewCopies.length) return { state: 'moved' };
  return {
    state: 'open',
    entries: orders
      .filter((order): order is OrderItem => !!order && !order.erasedAt)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((order) => ({ ref: libraryRef(token, order.sessionId), order, lookup: stateOf(order, true) })),
    ebooks,
    reviewCopies,
    stories,
  };
}

/** How long the download link a library press makes lives: it is used at once, by the press itself. */
const PRESS_LINK_HOURS = 1;

export type LibraryEbookDownload =
  | { outcome: 'closed'; library: Exclude<Library, OpenLibrary> }
  | { outcome: 'not-in-library'; token: string }
  | DownloadOutcome;

/**
 * The library's Download button of a free ebook: through the download link's own path (a link of
 * the reader's, made for this press and counted by it, on their record of the ebook), so the file
 * is the one their download links give (their watermarked copy, when the author marks them) and
 * the URL it redirects to lives minutes.
 */
export async function downloadLibraryEbook(deps: Deps, token: string, filename: string): Promise<LibraryEbookDownload> {
  const library = await openLibraryLink(deps, token);
  if (library.state !== 'open') return { outcome: 'closed', library };
  const { email } = library.link;
  const ebook = (await libraryEbooksOf(deps, email)).find((owned) => owned.filename === filename);
  if (!ebook) return { outcome: 'not-in-library', token };
  const link = newLink(deps, {
    kind: 'subscriber',
    email,
    filename: ebook.filename,
    hours: PRESS_LINK_HOURS,
    source: 'library',
  });
  await saveLinks(deps, [link]);
  return pressDownload(deps, link.token);
}

export type LibraryReviewCopyDownload =
  | { outcome: 'closed'; library: Exclude<Library, OpenLibrary> }
  | { outcome: 'not-in-library'; token: string }
  | { outcome: 'ended'; round: ArcRoundItem; token: string }
  | Exclude<ReviewCopyDownload, { outcome: 'refused' }>;

/**
 * The library's Download button of a review copy: the invitation's own download (its count, the
 * reader's watermarked copy), for as long as the invitation's links give it.
 */
export async function downloadLibraryReviewCopy(
  deps: Deps,
  token: string,
  campaignId: string,
): Promise<LibraryReviewCopyDownload> {
  const library = await openLibraryLink(deps, token);
  if (library.state !== 'open') return { outcome: 'closed', library };
  const copy = (await reviewCopiesOf(deps, library.link.email)).find((c) => c.invite.campaignId === campaignId);
  if (!copy) return { outcome: 'not-in-library', token };
  const { invite, round } = copy;
  if (new Date(linkValidUntil(round)) <= deps.now()) return { outcome: 'ended', round, token };
  const found = { state: 'valid' as const, invite, round, book: await findEbook(deps, round.bookId) };
  return deliverReviewCopy(deps, found);
}
