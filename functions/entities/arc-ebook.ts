import { getItem, putNew, itemsOfKind, updateIf, type Db, type Key } from './table';

/** A book the Dream Team reads (its versions, each an uploaded EPUB), in a partition of its own. */

export const EBOOK_KIND = 'EBOOK';

export interface EbookVersionItem {
  version: number;
  key: string;
  uploadedAt: string;
  bytes: number;
  warnings: string[];
  /** The upload it was kept from: a retry of the same upload answers this version rather than find the upload gone. */
  uploadId?: string;
}
export interface EbookItem {
  id: string;
  title: string;
  coverBookId?: string;
  /** The catalogue download (DELIVERABLE_EBOOKS) this book is the file of. */
  filename?: string;
  watermarkDownloads: boolean;
  /** The book of hers (its id in her site) sold direct as this book's current EPUB. */
  sellsBookId?: string;
  createdAt: string;
  versions: EbookVersionItem[];
}

export const ebookKey = (id: string): Key => ({ pk: `EBOOK#${id}`, sk: EBOOK_KIND });

const EBOOK_FIELDS = [
  'id',
  'title',
  'coverBookId',
  'filename',
  'watermarkDownloads',
  'sellsBookId',
  'versions',
] as const;

export const putEbook = (deps: Db, item: EbookItem) => putNew(deps, { ...ebookKey(item.id), ...item });
export const getEbook = (deps: Db, id: string) => getItem<EbookItem>(deps, ebookKey(id));
export const listEbookItems = (deps: Db) => itemsOfKind<EbookItem>(deps, EBOOK_KIND, EBOOK_FIELDS);

/** Appends a version, if the book still has `versionCount` versions (so two uploads never take one number). */
export async function appendVersion(
  deps: Db,
  id: string,
  version: EbookVersionItem,
  versionCount: number,
): Promise<EbookItem | undefined> {
  const outcome = await updateIf(deps, {
    Key: ebookKey(id),
    UpdateExpression: 'SET versions = list_append(versions, :version)',
    ConditionExpression: 'attribute_exists(pk) AND size(versions) = :count',
    ExpressionAttributeValues: { ':version': [version], ':count': versionCount },
    ReturnValues: 'ALL_NEW',
  });
  return outcome?.attributes as EbookItem | undefined;
}

export async function updateEbookItem(
  deps: Db,
  id: string,
  change: { title?: string; coverBookId?: string | null; watermarkDownloads?: boolean; sellsBookId?: string | null },
): Promise<EbookItem | undefined> {
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = {};
  const assign = (name: string, value: unknown) => {
    set.push(`${name} = :${name}`);
    values[`:${name}`] = value;
  };
  if (change.title !== undefined) assign('title', change.title);
  if (change.watermarkDownloads !== undefined) assign('watermarkDownloads', change.watermarkDownloads);
  if (change.coverBookId === null) remove.push('coverBookId');
  else if (change.coverBookId !== undefined) assign('coverBookId', change.coverBookId);
  if (change.sellsBookId === null) remove.push('sellsBookId');
  else if (change.sellsBookId !== undefined) assign('sellsBookId', change.sellsBookId);
  if (!set.length && !remove.length) return getEbook(deps, id);
  const outcome = await updateIf(deps, {
    Key: ebookKey(id),
    UpdateExpression: [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : '']
      .join(' ')
      .trim(),
    ConditionExpression: 'attribute_exists(pk)',
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    ReturnValues: 'ALL_NEW',
  });
  return outcome?.attributes as EbookItem | undefined;
}
