import { BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../lib/deps';
import { mailerLiteSyncKey, mailerLiteSyncPartition } from '../../lib/keys';
import { queryAll } from '../../lib/query-all';

/** A reader the site has put into a MailerLite group, with what it takes to take them out again. */
export interface SyncedReader {
  email: string;
  name?: string;
  mailerLiteId: string;
  groupId: string;
  syncedAt: string;
}

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

const BATCH_WRITE_MAX = 25;
const BATCH_WRITE_TRIES = 8;

/** Everyone recorded as synced to the group, by email. */
export async function readSynced(deps: Deps, group: string): Promise<Map<string, SyncedReader>> {
  const readers = await queryAll<SyncedReader>(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': mailerLiteSyncPartition(group) },
    ConsistentRead: true,
  });
  return new Map(readers.map((reader) => [reader.email, reader]));
}

export async function recordSynced(deps: Deps, group: string, readers: SyncedReader[]): Promise<void> {
  await writeAll(deps, readers.map((reader) => ({ PutRequest: { Item: { ...mailerLiteSyncKey(group, reader.email), ...reader } } })));
}

export async function forgetSynced(deps: Deps, group: string, emails: string[]): Promise<void> {
  await writeAll(deps, emails.map((email) => ({ DeleteRequest: { Key: mailerLiteSyncKey(group, email) } })));
}

/** BatchWriteItem, 25 at a time, sending back what DynamoDB left unprocessed (with growing pauses). */
async function writeAll(deps: Deps, requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += BATCH_WRITE_MAX) {
    let pending: WriteRequest[] | undefined = requests.slice(i, i + BATCH_WRITE_MAX);
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt === BATCH_WRITE_TRIES) throw new Error('DynamoDB kept leaving sync records unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const reply: BatchWriteCommandOutput = await deps.db.send(new BatchWriteCommand({ RequestItems: { [deps.table]: pending } }));
      pending = reply.UnprocessedItems?.[deps.table];
    }
  }
}
