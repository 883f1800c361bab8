import type { Placeholder, PublicSiteContent } from '@content/schemas';
import type { PieceKind } from '../contract/site-content';
import {
  getItem,
  putNewAction,
  queryAll,
  queryPartition,
  transact,
  TRANSACTION_MAX,
  type Db,
  type Key,
  type TransactItem,
} from './table';

/**
 * Her site's content, kept piece by piece (`<kind>/<id>`: `site/author`, `book/<id>`, …). The
 * pieces, the seed's placeholders and the published marks sit in the one `SITE` partition (a few
 * dozen items); each piece's versions in a partition of their own, one item per saved version with
 * its whole body, so any of them can be read back and restored. A save writes the piece and its
 * version in one transaction, on the condition that the piece is still at the version the editor
 * started from: a second save from the same version is refused, never written over the first.
 */

const SITE_PARTITION = 'SITE';
const PIECE_PREFIX = 'PIECE#';
const PLACEHOLDERS_KEY: Key = { pk: SITE_PARTITION, sk: 'PLACEHOLDERS' };
const PUBLISHED_KEY: Key = { pk: SITE_PARTITION, sk: 'PUBLISHED' };
/**
 * Her site as last published, whole but for the stories' texts (each in an item of its own:
 * published-story.ts): what the functions read of it (a book's price, its file).
 */
const PUBLISHED_CONTENT_KEY: Key = { pk: SITE_PARTITION, sk: 'PUBLISHED_CONTENT' };

/** A piece's name, as history, placeholders and published marks refer to it. */
export type PieceKey = `${PieceKind}/${string}`;
export const pieceKeyOf = (kind: PieceKind, id: string): PieceKey => `${kind}/${id}`;

export interface PieceItem {
  kind: PieceKind;
  id: string;
  body: unknown;
  version: number;
  savedAt: string;
  savedBy: string;
  /** Where it stands among the pieces of its kind (books: the /books order); absent for pieces in no order. */
  position?: number;
  /**
   * Taken off her site (a book, a series): kept with its history, left out of what is published,
   * and put back by the same change. Absent: on the site.
   */
  removed?: boolean;
}

export type PieceVersionItem = Pick<PieceItem, 'kind' | 'id' | 'body' | 'version' | 'savedAt' | 'savedBy' | 'removed'>;
export type PieceVersionSummaryItem = Pick<PieceItem, 'version' | 'savedAt' | 'savedBy' | 'removed'>;

/** A placeholder as the seed set it: the checklist compares the piece's current value with `seedValue`. */
export interface StoredPlaceholder extends Placeholder {
  seedValue: unknown;
}

/** What was last published: each piece's version then, when, and the pages crawlers may index. */
export interface PublishedMarks {
  versions: Record<string, number>;
  publishedAt: string;
  /** Every indexed page's path (the page table's and each book's): the sitemap and analytics' pages. */
  pages: string[];
}

const pieceKey = (kind: PieceKind, id: string): Key => ({ pk: SITE_PARTITION, sk: `${PIECE_PREFIX}${kind}/${id}` });
const historyPartition = (kind: PieceKind, id: string) => `SITE_HISTORY#${kind}/${id}`;
/** Zero-padded, so the sort key orders versions as numbers. */
const historyKey = (kind: PieceKind, id: string, version: number): Key => ({
  pk: historyPartition(kind, id),
  sk: `VERSION#${String(version).padStart(10, '0')}`,
});

const strip = <T>(item: (T & Key) | undefined): T | undefined => {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
};

export const getPiece = async (deps: Db, kind: PieceKind, id: string) =>
  strip(await getItem<PieceItem & Key>(deps, pieceKey(kind, id)));

/** Every piece, or every piece of one kind, in no particular order. */
export async function listPieces(deps: Db, kind?: PieceKind): Promise<PieceItem[]> {
  const items = await queryPartition<PieceItem & Key>(deps, SITE_PARTITION, `${PIECE_PREFIX}${kind ? `${kind}/` : ''}`);
  return items.map((item) => strip(item)!);
}

/** A piece's saved versions, newest first, without their bodies. */
export const listPieceVersions = (deps: Db, kind: PieceKind, id: string) =>
  queryAll<PieceVersionSummaryItem>(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': historyPartition(kind, id) },
    ProjectionExpression: 'version, savedAt, savedBy, removed',
    ScanIndexForward: false,
    ConsistentRead: true,
  });

export const getPieceVersion = async (deps: Db, kind: PieceKind, id: string, version: number) =>
  strip(await getItem<PieceVersionItem & Key>(deps, historyKey(kind, id, version)));

const versionAction = (deps: Db, piece: PieceItem): TransactItem =>
  putNewAction(deps, {
    ...historyKey(piece.kind, piece.id, piece.version),
    kind: piece.kind,
    id: piece.id,
    body: piece.body,
    version: piece.version,
    savedAt: piece.savedAt,
    savedBy: piece.savedBy,
    ...(piece.removed === undefined ? {} : { removed: piece.removed }),
  } as Key);

/**
 * Writes `piece` (its `version` one above `expectedVersion`) with its history item, if the stored
 * piece is still at `expectedVersion` (0: if there is none yet). A new piece is written whole; an
 * existing one keeps its position. False, writing nothing, when the condition did not hold.
 */
export async function savePieceVersion(deps: Db, piece: PieceItem, expectedVersion: number): Promise<boolean> {
  const { body, version, savedAt, savedBy } = piece;
  const write =
    expectedVersion === 0
      ? putNewAction(deps, { ...pieceKey(piece.kind, piece.id), ...piece })
      : updateAtVersion(deps, piece, { body, version, savedAt, savedBy }, expectedVersion);
  const outcome = await transact(deps, [write, versionAction(deps, piece)]);
  return outcome.written;
}

/**
 * Takes `piece` off the site or puts it back (`piece.removed`) as its next version, with a history
 * item saying so, if the stored piece is still at `expectedVersion`. False, writing nothing, when
 * it was not.
 */
export async function setPieceRemoved(deps: Db, piece: PieceItem & { removed: boolean }, expectedVersion: number) {
  const { removed, version, savedAt, savedBy } = piece;
  const write = updateAtVersion(deps, piece, { removed, version, savedAt, savedBy }, expectedVersion);
  const outcome = await transact(deps, [write, versionAction(deps, piece)]);
  return outcome.written;
}

/** Sets `fields` of the piece, on the condition that it is still at version `expected`. */
function updateAtVersion(deps: Db, piece: PieceItem, fields: Record<string, unknown>, expected: number): TransactItem {
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: deps.table,
      Key: pieceKey(piece.kind, piece.id),
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
        ':expected': expected,
      },
    },
  };
}

/**
 * The seed: each piece (its first version) with its history item, and its placeholders (the
 * table's `first` seed writes the list, a later one adds to it), in one transaction, each piece
 * only if it is new: of two seeds at once one writes all, the other nothing. False when any piece
 * was there already.
 */
export async function seedPieces(
  deps: Db,
  pieces: PieceItem[],
  placeholders: StoredPlaceholder[],
  { first }: { first: boolean },
): Promise<boolean> {
  const actions = [
    ...pieces.flatMap((piece) => [
      putNewAction(deps, { ...pieceKey(piece.kind, piece.id), ...piece }),
      versionAction(deps, piece),
    ]),
    first ? putNewAction(deps, { ...PLACEHOLDERS_KEY, placeholders } as Key) : appendPlaceholders(deps, placeholders),
  ];
  if (actions.length > TRANSACTION_MAX)
    throw new Error(`The seed takes ${actions.length} writes, more than one transaction holds (${TRANSACTION_MAX})`);
  const outcome = await transact(deps, actions);
  return outcome.written;
}

/** Placeholders of pieces seeded into a table that has some already (the pieces' own writes keep this to once). */
const appendPlaceholders = (deps: Db, placeholders: StoredPlaceholder[]): TransactItem => ({
  Update: {
    TableName: deps.table,
    Key: PLACEHOLDERS_KEY,
    UpdateExpression: 'SET placeholders = list_append(if_not_exists(placeholders, :none), :added)',
    ExpressionAttributeValues: { ':none': [], ':added': placeholders },
  },
});

/** The placeholders the seed stored (none before the seed). */
export const getPlaceholders = async (deps: Db): Promise<StoredPlaceholder[]> =>
  (await getItem<{ placeholders: StoredPlaceholder[] }>(deps, PLACEHOLDERS_KEY))?.placeholders ?? [];

export const getPublishedMarks = async (deps: Db) => strip(await getItem<PublishedMarks & Key>(deps, PUBLISHED_KEY));

/** Records a publish, its marks and the content it published together: those of the one before are replaced. */
export const putPublished = (deps: Db, marks: PublishedMarks, content: PublicSiteContent) =>
  transact(deps, [
    { Put: { TableName: deps.table, Item: { ...PUBLISHED_KEY, ...marks } } },
    { Put: { TableName: deps.table, Item: { ...PUBLISHED_CONTENT_KEY, content } } },
  ]);

/** Her site as last published (none before the first publish). */
export const getPublishedContent = async (deps: Db): Promise<PublicSiteContent | undefined> =>
  (await getItem<{ content: PublicSiteContent }>(deps, PUBLISHED_CONTENT_KEY))?.content;
