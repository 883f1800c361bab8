import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '../lib/email-address';
import { BY_KIND, getItem, queryAll, type Db, type Key } from './table';

/** A watermarked copy: whose it is, so the leak lookup can name them. */
export interface CopyItem {
  copyId: string;
  /** The address the copy was made for (its ex-libris page names it); it never changes. */
  email: string;
  /** Where its reader is now, when they have moved since (see entities/reader-move.ts). */
  nowAt?: string;
  name?: string;
  bookId: string;
  bookTitle: string;
  version: number;
  key: string;
  campaignId?: string;
  /** A sold copy's order (its Checkout Session, functions/entities/order.ts): the leak lookup names the buyer. */
  orderId?: string;
  preparedAt: string;
}
/**
 * What stays of a copy once its reader is erased (its file is deleted): the copy, the book, the
 * campaign and the reader's masked address, so the leak lookup can say whose it was without naming them.
 */
export type ErasedCopyItem = Pick<
  CopyItem,
  'copyId' | 'bookId' | 'bookTitle' | 'version' | 'campaignId' | 'orderId' | 'preparedAt'
> & { maskedEmail: string; erasedAt: string };

const COPY_PREFIX = 'COPY#';
const COPY_KIND = 'COPY';
export const copyKey = (copyId: string): Key => ({ pk: `${COPY_PREFIX}${copyId}`, sk: COPY_KIND });

/**
 * A copy's record. Its `createdAt` (when it was prepared) files it in the by-kind index, so the
 * leak lookup can list every copy a passage's typographic mark may name (copies made before that
 * mark have neither).
 */
export async function putCopy(deps: Db, item: CopyItem): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: { ...copyKey(item.copyId), ...item, email: normaliseEmail(item.email), createdAt: item.preparedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
export const getCopy = (deps: Db, copyId: string) => getItem<CopyItem | ErasedCopyItem>(deps, copyKey(copyId));
export const isCopyItem = (item: Key): boolean => item.pk.startsWith(COPY_PREFIX) && item.sk === COPY_KIND;

/** The copy's record in place of the reader's: only what ErasedCopyItem keeps. */
export async function putErasedCopy(deps: Db, item: ErasedCopyItem): Promise<void> {
  await deps.db.send(
    new PutCommand({ TableName: deps.table, Item: { ...copyKey(item.copyId), ...item, createdAt: item.preparedAt } }),
  );
}

/** The id of every copy in the by-kind index (see putCopy), erased ones included. */
export async function listCopyIds(deps: Db): Promise<string[]> {
  const keys = await queryAll<Key>(deps, {
    TableName: deps.table,
    IndexName: BY_KIND.name,
    KeyConditionExpression: `${BY_KIND.partitionKey} = :kind`,
    ExpressionAttributeValues: { ':kind': COPY_KIND },
    ProjectionExpression: 'pk',
  });
  return keys.map((key) => key.pk.slice(COPY_PREFIX.length));
}
