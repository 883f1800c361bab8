import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { readerPartition } from './subscriber';
import { conditionally, type Db, type Key } from './table';

/**
 * The confirmation emails sent to an address since it was last confirmed (the cap is a rule of
 * core/mailing-list/confirmation-cap.ts): their times, and a version raised by each write so that
 * of concurrent writers only one succeeds. The item expires a day after the last send.
 */
export interface ConfirmationSends {
  /** ISO times, oldest first. */
  sentAt: string[];
  version: number;
}

export const confirmationSendsKey = (email: string): Key => ({ pk: readerPartition(email), sk: 'CONFIRMATION_SENDS' });

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getConfirmationSends(deps: Db, email: string): Promise<ConfirmationSends | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({ TableName: deps.table, Key: confirmationSendsKey(email), ConsistentRead: true }),
  );
  return Item as ConfirmationSends | undefined;
}

/**
 * Replaces the sends with `sends` if the stored version is still `expectedVersion` (undefined: if
 * there is no item). False, writing nothing, when another writer came first.
 */
export function replaceConfirmationSends(
  deps: Db,
  email: string,
  sends: ConfirmationSends,
  expectedVersion: number | undefined,
  now: Date,
): Promise<boolean> {
  const last = sends.sentAt.at(-1);
  return conditionally(
    deps.db.send(
      new PutCommand({
        TableName: deps.table,
        Item: {
          ...confirmationSendsKey(email),
          ...sends,
          expiresAt: Math.ceil(((last ? Date.parse(last) : now.getTime()) + DAY_MS) / 1000),
        },
        ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(pk)' : 'version = :expected',
        ...(expectedVersion === undefined ? {} : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
      }),
    ),
  );
}

export async function deleteConfirmationSends(deps: Db, email: string): Promise<void> {
  await deps.db.send(new DeleteCommand({ TableName: deps.table, Key: confirmationSendsKey(email) }));
}
