import type { PieceSummary } from '@contract/site-content';

/**
 * A series' books (its `bookIds`, in reading order) as its editor changes them: moved a place up
 * or down, taken out, or one of her books added last. Pure, so each change is tested alone.
 */

/** The list with the book at `index` moved `by` places (-1 up, 1 down); unchanged at either end. */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const without = (ids: readonly string[], index: number): string[] => ids.filter((_, at) => at !== index);

/** Her books on the site, in the Books page's order, that the series does not list yet: what she may add. */
export const addableBooks = (pieces: readonly PieceSummary[], ids: readonly string[]) =>
  pieces.filter((piece) => piece.kind === 'book' && !piece.removed && !ids.includes(piece.id));

/** Each book's title by its id (a taken-off book's too), as her pieces name them. */
export const bookTitles = (pieces: readonly PieceSummary[]): ReadonlyMap<string, string> =>
  new Map(pieces.filter((piece) => piece.kind === 'book').map((piece) => [piece.id, piece.title]));
