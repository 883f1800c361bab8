import { siteContentSchema, type Placeholder, type SiteContent } from '@content/schemas';
import type { PieceKind } from '../../contract/site-content';
import { listPieces, pieceKeyOf, seedPieces, type PieceItem } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { valueAt } from './checklist';

/** Who saved the seed's versions, as the history lists it. */
export const SEED_SAVER = 'seed';

/**
 * Writes a new deployment's content into the table, once: every piece as its version 1 and the
 * placeholders with the seed's value of each. The caller passes the seed (content/seed/seed.ts, which
 * only seeding entry points import). Nothing is written when the table holds a piece already, so
 * a second start, or two at once, leave her edits alone. Answers whether it wrote.
 */
export async function seedSiteContent(
  deps: Db & Pick<Deps, 'now'>,
  content: SiteContent,
  placeholders: Placeholder[],
): Promise<{ seeded: boolean }> {
  if ((await listPieces(deps)).length > 0) return { seeded: false };
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
  ];
  const bodies = new Map(pieces.map((item) => [pieceKeyOf(item.kind, item.id) as string, item.body]));
  const stored = placeholders.map((placeholder) => {
    const seedValue = valueAt(bodies.get(placeholder.piece), placeholder.path);
    if (seedValue === undefined)
      throw new Error(`The seed has no value at ${placeholder.piece} ${placeholder.path.join('.')} (a placeholder)`);
    return { ...placeholder, seedValue };
  });
  return { seeded: await seedPieces(deps, pieces, stored) };
}
