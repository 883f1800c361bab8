import { siteContentSchema, type Placeholder, type SiteContent } from '@content/schemas';
import type { PieceKind } from '../../contract/site-content';
import { listPieces, pieceKeyOf, seedPieces, type PieceItem } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { valueAt } from './checklist';

/** Who saved the seed's versions, as the history lists it. */
export const SEED_SAVER = 'seed';

/**
 * Writes the seed into the table: a new deployment's whole content, each piece as its version 1,
 * with the placeholders and the seed's value of each. A deployment seeded before a piece was part
 * of the seed gains it on its next deploy: each page or site piece it lacks, and every piece of a
 * kind it has none of (its first stories, say); never a book, series or story beside hers, nor over
 * a piece she has. The caller passes the seed (content/seed/seed.ts, which only seeding entry points
 * import). Every write is conditional on the piece being absent, so a second start, or two at once,
 * write it once. Answers whether it wrote.
 */
export async function seedSiteContent(
  deps: Db & Pick<Deps, 'now'>,
  content: SiteContent,
  placeholders: Placeholder[],
): Promise<{ seeded: boolean }> {
  const stored = await listPieces(deps);
  const seed = siteContentSchema.parse(content);
  const savedAt = deps.now().toISOString();
  const piece = (kind: PieceKind, id: string, body: unknown, position?: number): PieceItem => ({
    kind,
    id,
    body,
    version: 1,
    savedAt,
    savedBy: SEED_SAVER,
    ...(position === undefined ? {} : { position }),
  });
  const pieces = [
    piece('site', 'author', seed.author),
    piece('site', 'links', seed.links),
    piece('site', 'emails', seed.emails),
    ...Object.entries(seed.pages).map(([id, body]) => piece('page', id, body)),
    ...seed.books.map((book, index) => piece('book', book.id, book, index + 1)),
    ...seed.series.map((series, index) => piece('series', series.id, series, index + 1)),
    ...seed.stories.map((story, index) => piece('story', story.id, story, index + 1)),
  ];
  const missing = pieces.filter((item) => lacks(stored, item));
  if (missing.length === 0) return { seeded: false };
  const bodies = new Map(missing.map((item) => [pieceKeyOf(item.kind, item.id) as string, item.body]));
  const added = placeholders
    .filter((placeholder) => bodies.has(placeholder.piece))
    .map((placeholder) => {
      const seedValue = valueAt(bodies.get(placeholder.piece), placeholder.path);
      if (seedValue === undefined)
        throw new Error(`The seed has no value at ${placeholder.piece} ${placeholder.path.join('.')} (a placeholder)`);
      return { ...placeholder, seedValue };
    });
  return { seeded: await seedPieces(deps, missing, added, { first: stored.length === 0 }) };
}

/** Kinds whose pieces are hers to add and order: the seed adds one only to a table with none of the kind. */
const LISTED_KINDS: ReadonlySet<PieceKind> = new Set(['book', 'series', 'story']);

/** Whether the table (`stored`) lacks `piece` in the sense above. */
const lacks = (stored: PieceItem[], piece: PieceItem) =>
  LISTED_KINDS.has(piece.kind)
    ? !stored.some((item) => item.kind === piece.kind)
    : !stored.some((item) => item.kind === piece.kind && item.id === piece.id);
