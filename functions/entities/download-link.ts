import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EbookFilename } from '../contract/downloads';
import { normaliseEmail } from '../lib/email-address';
import { readerPartition } from './subscriber';
import { batchTransact, conditionally, expiresAfterDays, putNewAction, transact, type Db, type Key } from './table';

/**
 * A download link (docs/DESIGN.md decision 5): only the SHA-256 of its random token is stored, as the
 * key of the link item. The link works until `validUntil`; the item is kept EXPIRED_KEPT_DAYS
 * longer (TTL), so an expired link still says "expired" before it is cleaned up. A reader's
 * downloads of one ebook, over all their links, are counted on an item in the reader's partition.
 */
export type LinkKind = 'subscriber' | 'shared';
/** Where a link came from: the author's link tools, her sends, or a press in the reader's library. */
export type LinkSource = 'link' | 'email' | 'bulk-email' | 'library';

export interface DownloadLinkItem {
  kind: LinkKind;
  email?: string;
  filename: EbookFilename;
  createdAt: string;
  /** The link works until this instant (ISO 8601). */
  validUntil: string;
  /** Presses of the Download button that were served. */
  downloads: number;
  lastDownloadAt?: string;
  source: LinkSource;
  jobId?: string;
}

/** A reader's downloads of one ebook, over all their links. */
export interface ReaderDownloadItem {
  email: string;
  filename: EbookFilename;
  downloads: number;
  firstDownloadAt: string;
  lastDownloadAt: string;
}

export const downloadLinkKey = (tokenHash: string): Key => ({ pk: `DOWNLOAD_LINK#${tokenHash}`, sk: 'LINK' });
export const READER_DOWNLOAD_PREFIX = 'DOWNLOAD#';
export const subscriberDownloadKey = (email: string, filename: string): Key => ({
  pk: readerPartition(email),
  sk: `${READER_DOWNLOAD_PREFIX}${filename}`,
});

/** Expired links stay this long before TTL removes them, so they say "expired" rather than "unknown". */
const EXPIRED_KEPT_DAYS = 30;

/** A link's item, with its key and TTL, ready to be written. */
export type StoredLink = DownloadLinkItem & Key & { expiresAt: number };

export function linkItem(tokenHash: string, link: DownloadLinkItem): StoredLink {
  const until = new Date(link.validUntil);
  return {
    ...downloadLinkKey(tokenHash),
    ...link,
    ...(link.email ? { email: normaliseEmail(link.email) } : {}),
    expiresAt: expiresAfterDays(until, EXPIRED_KEPT_DAYS),
  };
}

/** Saves links, up to 100 a transaction (each write conditional, so a token is never reused). */
export async function putLinks(deps: Db, items: StoredLink[]): Promise<void> {
  await batchTransact(
    deps,
    items.map((item) => putNewAction(deps, item)),
    'A new download link collided with an existing one',
  );
}

export async function getLink(deps: Db, tokenHash: string): Promise<DownloadLinkItem | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({ TableName: deps.table, Key: downloadLinkKey(tokenHash), ConsistentRead: true }),
  );
  return Item as DownloadLinkItem | undefined;
}

/**
 * Counts one download: on the link (count and last time) and, for a subscriber's link, on the
 * reader's item for that ebook, in one transaction whose condition keeps the link before its
 * expiry and under `maxDownloads`, so concurrent presses never pass either. False (nothing
 * written) when the link expired or was used up meanwhile.
 */
export async function countDownload(
  deps: Db,
  tokenHash: string,
  link: DownloadLinkItem,
  maxDownloads: number,
  now: string,
): Promise<boolean> {
  const outcome = await transact(deps, [
    {
      Update: {
        TableName: deps.table,
        Key: downloadLinkKey(tokenHash),
        UpdateExpression: 'ADD downloads :one SET lastDownloadAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND validUntil > :now AND (attribute_not_exists(downloads) OR downloads < :max)',
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':max': maxDownloads },
      },
    },
    ...(link.kind === 'subscriber' && link.email
      ? [
          {
            Update: {
              TableName: deps.table,
              Key: subscriberDownloadKey(link.email, link.filename),
              UpdateExpression:
                'ADD downloads :one SET email = :email, filename = :filename, firstDownloadAt = if_not_exists(firstDownloadAt, :now), lastDownloadAt = :now',
              ExpressionAttributeValues: { ':one': 1, ':now': now, ':email': link.email, ':filename': link.filename },
            },
          },
        ]
      : []),
  ]);
  if (!outcome.written && outcome.failedIndex !== 0)
    throw new Error('The reader download item refused a write it has no condition for');
  return outcome.written;
}

/** The reader's watermarked copy of a free ebook, when the book's downloads are watermarked. */
export async function getDownloadCopyId(deps: Db, email: string, filename: string): Promise<string | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({
      TableName: deps.table,
      Key: subscriberDownloadKey(email, filename),
      ProjectionExpression: 'copyId',
      ConsistentRead: true,
    }),
  );
  return Item?.copyId as string | undefined;
}

/** Ties a copy to the reader's downloads of the ebook, once; false when another press got there first. */
export async function setDownloadCopyId(deps: Db, email: string, filename: string, copyId: string): Promise<boolean> {
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberDownloadKey(email, filename),
        UpdateExpression: 'SET copyId = :copy',
        ConditionExpression: 'attribute_not_exists(copyId)',
        ExpressionAttributeValues: { ':copy': copyId },
      }),
    ),
  );
}
