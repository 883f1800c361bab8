import {
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type QueryCommandOutput,
  type ScanCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { batchGet, batchWrite, BY_KIND, conditionally, queryPartition, STATUS_NAME, type Db, type Key } from './table';
import {
  CONSENT_PREFIX,
  PROFILE_KIND,
  readerPartition,
  subscriberKey,
  type ConsentRecord,
  type Subscriber,
} from './subscriber';
import { SENT_MAIL_PREFIX, type SentMail } from './sent-mail';
import { READER_DOWNLOAD_PREFIX, type ReaderDownloadItem } from './download-link';

/**
 * The subscriber desk's reads and writes: reader profiles newest first from the `by-kind`
 * index, tags, and what an erasure needs (every item naming an address; the hashed record of an
 * erased address, which keeps an import from bringing it back).
 */

/** A profile's attributes the `by-kind` index holds (its projection, declared in ./table). */
export type DeskField = (typeof BY_KIND.projection)[number];
/** What the index holds of a profile. */
export type ProfileRow = Key & Pick<Subscriber, DeskField> & { createdAt: string };
/** A position in the index: the key of the last profile a page showed. */
export type ProfilePosition = Key & { createdAt: string };

/**
 * Reader profiles newest first, signed up within [from, to] (ISO instants, both optional),
 * from after `after`, one DynamoDB page (up to `pageSize` items) at a time.
 */
export async function* profilesNewestFirst(
  deps: Db,
  options: { after?: ProfilePosition; from?: string; to?: string; pageSize: number },
): AsyncGenerator<ProfileRow[]> {
  const range =
    options.from && options.to
      ? ' AND createdAt BETWEEN :from AND :to'
      : options.from
        ? ' AND createdAt >= :from'
        : options.to
          ? ' AND createdAt <= :to'
          : '';
  let start: Record<string, unknown> | undefined = options.after;
  do {
    const page: QueryCommandOutput = await deps.db.send(
      new QueryCommand({
        TableName: deps.table,
        IndexName: BY_KIND.name,
        KeyConditionExpression: `${BY_KIND.partitionKey} = :kind${range}`,
        ExpressionAttributeValues: {
          ':kind': PROFILE_KIND,
          ...(options.from ? { ':from': options.from } : {}),
          ...(options.to ? { ':to': options.to } : {}),
        },
        ScanIndexForward: false,
        Limit: options.pageSize,
        ExclusiveStartKey: start,
      }),
    );
    yield (page.Items ?? []) as ProfileRow[];
    start = page.LastEvaluatedKey;
  } while (start);
}

export const positionOf = (row: ProfileRow): ProfilePosition => ({ pk: row.pk, sk: row.sk, createdAt: row.createdAt });

/** Everything a reader's partition holds: their profile, consent records, emails sent and downloads. */
export async function readerRecords(deps: Db, email: string) {
  const items = await queryPartition<Key & Record<string, unknown>>(deps, readerPartition(email));
  const withPrefix = <T>(prefix: string) => items.filter((item) => item.sk.startsWith(prefix)) as unknown as T[];
  return {
    profile: items.find((item) => item.sk === subscriberKey(email).sk) as (Subscriber & Key) | undefined,
    consents: withPrefix<ConsentRecord>(CONSENT_PREFIX),
    mails: withPrefix<SentMail>(SENT_MAIL_PREFIX),
    downloads: withPrefix<ReaderDownloadItem>(READER_DOWNLOAD_PREFIX),
  };
}

/** Replaces a reader's tags (none: removes them). False, writing nothing, when there is no such reader. */
export function setTags(deps: Db, email: string, tags: string[], now: string): Promise<boolean> {
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: `SET updatedAt = :now${tags.length ? ', tags = :tags' : ' REMOVE tags'}`,
        ConditionExpression: 'attribute_exists(#status)',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':now': now, ...(tags.length ? { ':tags': new Set(tags) } : {}) },
      }),
    ),
  );
}

/** Adds tags to a reader's (a string-set ADD). False when there is no such reader. */
export function addTags(deps: Db, email: string, tags: string[], now: string): Promise<boolean> {
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'SET updatedAt = :now ADD tags :tags',
        ConditionExpression: 'attribute_exists(#status)',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':now': now, ':tags': new Set(tags) },
      }),
    ),
  );
}

// ── Erasure ─────────────────────────────────────────────────────────────────────
/**
 * The record that an address was erased: only its SHA-256, and when; and, when mail to it bounced
 * or was reported (before the erasure or after), that suppression, so it is never mailed again.
 */
export const erasedKey = (emailHash: string): Key => ({ pk: `ERASED#${emailHash}`, sk: 'ERASED' });

export interface Suppression {
  reason: string;
  at: string;
}

const suppressionWrites = (suppression: Suppression) => ({
  set: 'suppressed = :true, suppressedAt = :suppressedAt, suppressionReason = :reason',
  values: { ':true': true, ':suppressedAt': suppression.at, ':reason': suppression.reason },
});

/** Records the erasure of an address (again: its suppression, if any, stays), with the suppression it had. */
export async function putErased(deps: Db, emailHash: string, at: string, suppression?: Suppression): Promise<void> {
  const suppressed = suppression && suppressionWrites(suppression);
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: erasedKey(emailHash),
      UpdateExpression: `SET #type = :type, erasedAt = :at${suppressed ? `, ${suppressed.set}` : ''}`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'Erased', ':at': at, ...suppressed?.values },
    }),
  );
}

/** Suppresses an erased address under its hash alone; false (nothing written) when it was never erased. */
export function suppressErased(deps: Db, emailHash: string, suppression: Suppression): Promise<boolean> {
  const { set, values } = suppressionWrites(suppression);
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: erasedKey(emailHash),
        UpdateExpression: `SET ${set}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
    ),
  );
}

const hashOf = (key: Key) => key.pk.slice('ERASED#'.length);

/** Which of these hashes are of erased addresses. */
export async function erasedAmong(deps: Db, emailHashes: string[]): Promise<Set<string>> {
  const found = await batchGet<Key>(deps, emailHashes.map(erasedKey), ['pk']);
  return new Set(found.map(hashOf));
}

/** The suppressions kept of these hashes' erased addresses, by hash. */
export async function erasedSuppressions(deps: Db, emailHashes: string[]): Promise<Map<string, Suppression>> {
  const found = await batchGet<Key & { suppressed?: boolean; suppressedAt?: string; suppressionReason?: string }>(
    deps,
    emailHashes.map(erasedKey),
    ['pk', 'suppressed', 'suppressedAt', 'suppressionReason'],
  );
  return new Map(
    found.flatMap((item) =>
      item.suppressed
        ? [[hashOf(item), { reason: item.suppressionReason ?? 'suppressed', at: item.suppressedAt ?? '' }] as const]
        : [],
    ),
  );
}

const SCAN_SEGMENTS = 4;

/** True when a value is one of the addresses, or a key naming one (`SUBSCRIBER#<address>`), anywhere in an item. */
function names(value: unknown, emails: ReadonlySet<string>): boolean {
  if (typeof value === 'string') return emails.has(value) || [...emails].some((email) => value.endsWith(`#${email}`));
  if (value instanceof Set || Array.isArray(value)) return [...value].some((v) => names(v, emails));
  if (value && typeof value === 'object') return Object.values(value).some((v) => names(v, emails));
  return false;
}

/**
 * Every item that names one of `emails` (exactly: another address that merely contains one is
 * not it), by a whole-table scan in parallel segments. Only an erasure does this: no index lists
 * every item that names an address, and erasures are rare.
 */
export async function itemsNaming(deps: Db, emails: string[]): Promise<(Key & Record<string, unknown>)[]> {
  const wanted = new Set(emails);
  const segments = await Promise.all(
    Array.from({ length: SCAN_SEGMENTS }, async (_, segment) => {
      const found: (Key & Record<string, unknown>)[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page: ScanCommandOutput = await deps.db.send(
          new ScanCommand({
            TableName: deps.table,
            Segment: segment,
            TotalSegments: SCAN_SEGMENTS,
            ExclusiveStartKey: start,
            ConsistentRead: true,
          }),
        );
        found.push(...((page.Items ?? []) as (Key & Record<string, unknown>)[]).filter((item) => names(item, wanted)));
        start = page.LastEvaluatedKey;
      } while (start);
      return found;
    }),
  );
  return segments.flat();
}

export async function deleteItems(deps: Db, keys: Key[]): Promise<void> {
  await batchWrite(
    deps,
    keys.map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })),
  );
}
