import { normaliseEmail } from '../lib/email-address';
import { batchWrite, queryPartition, type Db, type Key } from './table';

/**
 * Who the site has put into a MailerLite group, one item per reader in the group's partition,
 * with what it takes to take them out again. A sync sends only readers missing here (or renamed)
 * and removes those here who are no longer active.
 */
export interface SyncedReader {
  email: string;
  name?: string;
  mailerLiteId: string;
  groupId: string;
  syncedAt: string;
}

const syncPartition = (group: string) => `MAILERLITE#${group}`;
export const mailerLiteSyncKey = (group: string, email: string): Key => ({
  pk: syncPartition(group),
  sk: `SUBSCRIBER#${normaliseEmail(email)}`,
});

/** Everyone recorded as synced to the group, by email. */
export async function readSynced(deps: Db, group: string): Promise<Map<string, SyncedReader>> {
  const readers = await queryPartition<SyncedReader>(deps, syncPartition(group));
  return new Map(readers.map((reader) => [reader.email, reader]));
}

export async function recordSynced(deps: Db, group: string, readers: SyncedReader[]): Promise<void> {
  await batchWrite(
    deps,
    readers.map((reader) => ({ PutRequest: { Item: { ...mailerLiteSyncKey(group, reader.email), ...reader } } })),
  );
}

export async function forgetSynced(deps: Db, group: string, emails: string[]): Promise<void> {
  await batchWrite(
    deps,
    emails.map((email) => ({ DeleteRequest: { Key: mailerLiteSyncKey(group, email) } })),
  );
}
