import type { Piece, PieceKind, PieceSummary, SiteOverview } from '../../contract/site-content';
import {
  getPiece,
  getPlaceholders,
  getPublishedMarks,
  listPieces,
  pieceKeyOf,
  type PieceItem,
  type PublishedMarks,
} from '../../entities/site-content';
import type { Db } from '../../entities/table';
import { pendingPlaceholders } from './checklist';
import { fixedIds, noSuchPiece, schemaOf, titleOf } from './pieces';

/** One piece and the overview of all of them, as the admin's Site pages show them. */

const summaryOf = (item: PieceItem, marks: PublishedMarks | undefined): PieceSummary => ({
  kind: item.kind,
  id: item.id,
  title: titleOf(item.kind, item.id, item.body),
  version: item.version,
  savedAt: item.savedAt,
  savedBy: item.savedBy,
  publishedVersion: marks?.versions[pieceKeyOf(item.kind, item.id)] ?? null,
  removed: Boolean(item.removed),
});

export async function readPiece(deps: Db, kind: PieceKind, id: string): Promise<Piece> {
  schemaOf(kind, id);
  const [item, marks] = await Promise.all([getPiece(deps, kind, id), getPublishedMarks(deps)]);
  if (!item) throw noSuchPiece(kind, id);
  return { ...summaryOf(item, marks), body: item.body };
}

/** Pieces of a kind that has an order by it (then by id, should two new ones have met), others by id. */
const byPosition = (a: PieceItem, b: PieceItem) => (a.position ?? 0) - (b.position ?? 0) || a.id.localeCompare(b.id);

/**
 * Every piece in the order she reads her site by: its details (author, links), its pages, the books
 * in /books's order, the series, the stories in her order; a stored piece of no known kind or id comes last.
 */
export function inSiteOrder(items: readonly PieceItem[]): PieceItem[] {
  const fixed = (kind: 'site' | 'page') =>
    fixedIds(kind).flatMap((id) => items.filter((item) => item.kind === kind && item.id === id));
  const ordered = (kind: PieceKind) => items.filter((item) => item.kind === kind).sort(byPosition);
  const listed = [...fixed('site'), ...fixed('page'), ...ordered('book'), ...ordered('series'), ...ordered('story')];
  return [...listed, ...items.filter((item) => !listed.includes(item))];
}

export async function readOverview(deps: Db): Promise<SiteOverview> {
  const [items, placeholders, marks] = await Promise.all([
    listPieces(deps),
    getPlaceholders(deps),
    getPublishedMarks(deps),
  ]);
  const bodies = new Map(items.map((item) => [pieceKeyOf(item.kind, item.id) as string, item.body]));
  return {
    pieces: inSiteOrder(items).map((item) => summaryOf(item, marks)),
    checklist: pendingPlaceholders(placeholders, (piece) => bodies.get(piece)),
    publishedAt: marks?.publishedAt ?? null,
  };
}
