import type { Book, BookSeries } from '@content/schemas';
import type { PieceKind, PieceVersionSummary } from '../../contract/site-content';
import { getPiece, listPieces, setPieceRemoved, type PieceItem } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { noSuchPiece, ORDERED_KINDS, schemaOf, thisPiece, titleOf } from './pieces';

/**
 * Taking a book, a series or a story off her site, and putting it back. The piece stays in the table with
 * its history (a removal is a version like a save), so nothing she wrote is lost and the id stays
 * hers; the next Publish leaves it out (its page goes, the lists and the sitemap lose it). The
 * site's details and pages are always on it. Refused in words while the site still needs the piece
 * where it is: a series that lists a book, a book that names a series.
 */

export interface RemovalRequest {
  kind: PieceKind;
  id: string;
  /** True: take it off the site; false: put it back. */
  removed: boolean;
  /** The version the admin saw; a change from an older one is refused (409). */
  expectedVersion: number;
  savedBy: string;
}

const onSite = (items: readonly PieceItem[], kind: PieceKind) =>
  items.filter((item) => item.kind === kind && !item.removed);

/** Why the site needs the piece where it is, or undefined when nothing does. */
async function stillNeeded(deps: Db, piece: PieceItem, removed: boolean): Promise<string | undefined> {
  // A story stands alone (a library that held it keeps it: functions/core/stories/).
  if (piece.kind === 'story') return undefined;
  const items = await listPieces(deps);
  const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ');
  if (piece.kind === 'book') {
    const book = piece.body as Book;
    if (removed) {
      const listing = onSite(items, 'series').filter((item) => (item.body as BookSeries).bookIds.includes(piece.id));
      if (listing.length)
        return `The series ${quoted(listing.map((item) => titleOf(item.kind, item.id, item.body)))} lists this book: take it out of the series’ books first.`;
    } else if (
      book.series !== null &&
      !onSite(items, 'series').some((item) => (item.body as BookSeries).name === book.series)
    )
      return `This book is in the series “${book.series}”, which is not on the site: put the series back first, or choose another in the book’s editor.`;
    return undefined;
  }
  const series = piece.body as BookSeries;
  if (removed) {
    const naming = onSite(items, 'book').filter((item) => (item.body as Book).series === series.name);
    if (naming.length)
      return `The books ${quoted(naming.map((item) => titleOf(item.kind, item.id, item.body)))} are in this series: move them to another series (or none) first.`;
  } else {
    const books = onSite(items, 'book');
    const missing = series.bookIds.filter((id) => !books.some((item) => item.id === id));
    // Named by their titles (a book taken off keeps its own); an id only for one she never had.
    const titles = missing.map((id) => {
      const item = items.find((book) => book.kind === 'book' && book.id === id);
      return item ? titleOf(item.kind, item.id, item.body) : id;
    });
    if (missing.length)
      return `This series lists books that are not on the site (${quoted(titles)}): put them back first.`;
    // A book is in one series: one another series took while this one was off stays there.
    const taken = onSite(items, 'series').filter((item) =>
      (item.body as BookSeries).bookIds.some((id) => series.bookIds.includes(id)),
    );
    if (taken.length)
      return `The series ${quoted(taken.map((item) => titleOf(item.kind, item.id, item.body)))} lists some of this series’ books now, and a book is in one series: take them out of one of the two first.`;
  }
  return undefined;
}

export async function setRemoved(deps: Db & Pick<Deps, 'now'>, request: RemovalRequest): Promise<PieceVersionSummary> {
  const { kind, id, removed, expectedVersion, savedBy } = request;
  schemaOf(kind, id);
  if (!ORDERED_KINDS.includes(kind))
    throw new BadRequestError('Her site always has its details and pages: change their words instead.');
  const piece = await getPiece(deps, kind, id);
  if (!piece) throw noSuchPiece(kind, id);
  const { subject, was } = thisPiece(kind);
  if (piece.version !== expectedVersion)
    throw new ConflictError(
      `${subject} ${was} changed by another save since you opened it (now version ${piece.version}). Reload, and try again.`,
    );
  if (Boolean(piece.removed) === removed)
    throw new ConflictError(`${subject} ${was} ${removed ? 'taken off the site' : 'on the site'} already.`);
  const why = await stillNeeded(deps, piece, removed);
  if (why) throw new ConflictError(why);
  const saved = { version: expectedVersion + 1, savedAt: deps.now().toISOString(), savedBy, removed };
  if (!(await setPieceRemoved(deps, { ...piece, ...saved }, expectedVersion)))
    throw new ConflictError(`${subject} ${was} changed by another save just now. Reload, and try again.`);
  return saved;
}
