import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '../lib/email-address';
import { readerPartition } from './subscriber';
import { batchGet, conditionally, getItem, type Db, type Key } from './table';

/**
 * That a reader has had a free ebook: one item in the reader's partition (so a move of address
 * carries it and an erasure removes it). The send on confirmation claims it before it sends, by a
 * write that succeeds only where no such item exists, so however many confirmations of one reader
 * run at once or again, one of them sends. The author's sends mark the readers SES accepted.
 */
export type FreeEbookVia = 'confirmation' | 'email' | 'bulk-email';

export interface FreeEbookItem {
  email: string;
  filename: string;
  sentAt: string;
  via: FreeEbookVia;
}

const FREE_EBOOK_PREFIX = 'FREE_EBOOK#';
export const freeEbookKey = (email: string, filename: string): Key => ({
  pk: readerPartition(email),
  sk: `${FREE_EBOOK_PREFIX}${filename}`,
});

/** Claims the send of `filename` to the reader: true for the one caller that may send it. */
export function claimFreeEbook(deps: Db, item: FreeEbookItem): Promise<boolean> {
  const email = normaliseEmail(item.email);
  return conditionally(
    deps.db.send(
      new PutCommand({
        TableName: deps.table,
        Item: { ...freeEbookKey(email, item.filename), ...item, email },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** Gives a claim back when its email did not go, so a later confirmation may send it. */
export async function releaseFreeEbook(deps: Db, email: string, filename: string): Promise<void> {
  await deps.db.send(new DeleteCommand({ TableName: deps.table, Key: freeEbookKey(email, filename) }));
}

/** Marks readers a send of the author's reached; the first time (and way) each had it stays. */
export async function markFreeEbookSent(
  deps: Db,
  emails: string[],
  filename: string,
  at: string,
  via: Exclude<FreeEbookVia, 'confirmation'>,
): Promise<void> {
  await Promise.all(
    emails.map((email) =>
      deps.db.send(
        new UpdateCommand({
          TableName: deps.table,
          Key: freeEbookKey(email, filename),
          UpdateExpression:
            'SET email = :email, filename = :filename, sentAt = if_not_exists(sentAt, :at), via = if_not_exists(via, :via)',
          ExpressionAttributeValues: {
            ':email': normaliseEmail(email),
            ':filename': filename,
            ':at': at,
            ':via': via,
          },
        }),
      ),
    ),
  );
}

/** The reader's record of `filename`, if they have had it. */
export const freeEbookOf = (deps: Db, email: string, filename: string) =>
  getItem<FreeEbookItem>(deps, freeEbookKey(email, filename));

/** Which of `emails` (normalised) have had `filename`. */
export async function whoHadFreeEbook(deps: Db, emails: string[], filename: string): Promise<Set<string>> {
  const found = await batchGet<{ email: string }>(
    deps,
    emails.map((email) => freeEbookKey(email, filename)),
    ['email'],
  );
  return new Set(found.map((item) => item.email));
}
