import type { Book, BookSeries } from '@content/schemas';
import { PIECE_BODY_MAX_BYTES, type PieceKind } from '../../contract/site-content';
import { listPieces, type PieceItem } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import { BadRequestError } from '../../lib/errors';
import { validationError } from '../../lib/validation-error';
import { schemaOf, thisPiece, titleOf } from './pieces';

/** A refusal of one field of the piece, placed by the editor next to it. */
const fieldRefusal = (field: string, message: string) =>
  new BadRequestError(message, [{ path: `body.${field}`, message }]);

/** A book names its series by the series' name: one on the site. */
const seriesNames = async (deps: Db) =>
  (await listPieces(deps, 'series')).filter((item) => !item.removed).map((item) => (item.body as BookSeries).name);

/**
 * Why a series cannot list its books so, in her words, or undefined: each must be one of her books
 * on the site (the series' page and its JSON-LD name them), listed once, and in no other series on
 * the site (a book is in one series).
 */
async function seriesBooksProblem(deps: Db, id: string, series: BookSeries): Promise<string | undefined> {
  const items = await listPieces(deps);
  const title = (item: PieceItem) => `“${titleOf(item.kind, item.id, item.body)}”`;
  const otherSeries = items.filter((item) => item.kind === 'series' && item.id !== id && !item.removed);
  for (const [index, bookId] of series.bookIds.entries()) {
    const book = items.find((item) => item.kind === 'book' && item.id === bookId);
    if (!book)
      return `The series lists a book that is not one of yours (“${bookId}”): take it out, and choose from your books.`;
    if (series.bookIds.indexOf(bookId) !== index)
      return `${title(book)} is listed twice: a book has one place in a series.`;
    if (book.removed)
      return `${title(book)} is taken off the site: take it out of the series, or put the book back first.`;
    const listing = otherSeries.find((other) => (other.body as BookSeries).bookIds.includes(bookId));
    if (listing)
      return `${title(book)} is in the series ${title(listing)} already, and a book is in one series: take it out of that one first.`;
  }
  return undefined;
}

/**
 * A piece's body as a save or a preview takes it: its kind's schema (what it does not know is left
 * out), the id it is saved under, and a book's series one she has. A refusal is a 400 whose issues
 * are paths in the request (`body.title`), as the route's own checks answer.
 */
export async function validPiece(deps: Db, kind: PieceKind, id: string, body: unknown): Promise<unknown> {
  // A story's text has its own cap, in its schema; every other piece is a few KB.
  if (kind !== 'story' && Buffer.byteLength(JSON.stringify(body) ?? '', 'utf8') > PIECE_BODY_MAX_BYTES) {
    const { subject } = thisPiece(kind);
    throw new BadRequestError(
      `${subject} ${kind === 'site' ? 'are' : 'is'} too long to save: at most ${PIECE_BODY_MAX_BYTES / 1024} KB. Shorten its longest texts.`,
    );
  }
  const parsed = schemaOf(kind, id).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error, 'body');
  const value = parsed.data as { id?: string };
  if ((kind === 'book' || kind === 'series' || kind === 'story') && value.id !== id)
    throw fieldRefusal('id', `A ${kind} keeps the id it was created with (“${id}”): it is part of its address.`);
  if (kind === 'series') {
    const problem = await seriesBooksProblem(deps, id, value as BookSeries);
    if (problem) throw fieldRefusal('bookIds', problem);
  }
  const series = kind === 'book' ? (value as Book).series : null;
  if (series !== null && !(await seriesNames(deps)).includes(series))
    throw fieldRefusal(
      'series',
      `There is no series called “${series}”: add the series first, or choose one of yours.`,
    );
  return value;
}
