import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionally, queryAll, type Db, type Key } from './table';

/**
 * Visitor analytics. A session's raw records and its once-a-day markers share the session's
 * partition (writes spread over visitors). Per-day counters live in
 * `ANALYTICS#COUNTERS#<yyyy-mm>#<shard>`: each write picks a shard, so a popular day is spread
 * over ANALYTICS_SHARDS partitions, and a reader gets any range of days with one query per
 * (month, shard): 90 days = at most 4 × 8. Counter items are `<date>#<counter>`, each field a
 * number (core/analytics/counters.ts names them). Every item carries a TTL (`expiresAt`).
 */
export const ANALYTICS_SHARDS = 8;

const sessionPartition = (sessionId: string) => `ANALYTICS#SESSION#${sessionId}`;
export const analyticsRecordKey = (sessionId: string, receivedAt: string, id: string): Key => ({
  pk: sessionPartition(sessionId),
  sk: `RECORD#${receivedAt}#${id}`,
});
export const analyticsSessionDayKey = (sessionId: string, date: string): Key => ({
  pk: sessionPartition(sessionId),
  sk: `DAY#${date}`,
});
export const analyticsCounterPartition = (month: string, shard: number) => `ANALYTICS#COUNTERS#${month}#${shard}`;
export const analyticsCounterKey = (date: string, shard: number, counter: string): Key => ({
  pk: analyticsCounterPartition(date.slice(0, 7), shard),
  sk: `${date}#${counter}`,
});
/** The referring sites a day counts by name: `names` (a string set). */
export const analyticsReferrerNamesKey = (date: string): Key => ({ pk: `ANALYTICS#REFERRERS#${date}`, sk: 'NAMES' });

/** Keeps one raw visitor record (its fields as given; `receivedAt` orders the session's records). */
export async function putRecord(
  deps: Db,
  sessionId: string,
  fields: Record<string, unknown> & { receivedAt: string },
  expiresAt: number,
): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: {
        ...analyticsRecordKey(sessionId, fields.receivedAt, randomUUID()),
        entity: 'analyticsRecord',
        ...fields,
        expiresAt,
      },
    }),
  );
}

/**
 * Adds `fields` to a counter item (one atomic ADD, so concurrent writers never lose a count).
 * With `onlyIfExists` it never creates the item, and answers false when there is none on that shard.
 */
export function addToCounterItem(
  deps: Db,
  key: { date: string; shard: number; counter: string },
  fields: Record<string, number>,
  expiresAt: number,
  onlyIfExists = false,
): Promise<boolean> {
  const names = Object.keys(fields);
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: analyticsCounterKey(key.date, key.shard, key.counter),
        UpdateExpression: `ADD ${names.map((_, i) => `#f${i} :f${i}`).join(', ')} SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)`,
        ...(onlyIfExists ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
          '#expiresAt': 'expiresAt',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:f${i}`, fields[name]])),
          ':expiresAt': expiresAt,
        },
      }),
    ),
  );
}

/**
 * Makes `domain` one of the day's named referrers if it is one already or the set has fewer than
 * `max` names (one conditional update). False when the day's names are full.
 */
export const joinReferrerNames = (deps: Db, date: string, domain: string, max: number, expiresAt: number) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: analyticsReferrerNamesKey(date),
        UpdateExpression: 'ADD #names :name SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ConditionExpression: 'attribute_not_exists(#names) OR contains(#names, :domain) OR size(#names) < :max',
        ExpressionAttributeNames: { '#names': 'names' },
        ExpressionAttributeValues: {
          ':name': new Set([domain]),
          ':domain': domain,
          ':max': max,
          ':expiresAt': expiresAt,
        },
      }),
    ),
  );

/** Puts the session's marker for the day; true only for the first of any number of concurrent calls. */
export const markSessionDay = (deps: Db, sessionId: string, date: string, expiresAt: number) =>
  conditionally(
    deps.db.send(
      new PutCommand({
        TableName: deps.table,
        Item: { ...analyticsSessionDayKey(sessionId, date), entity: 'analyticsSessionDay', expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );

/** Counter items of one (month, shard) partition whose date is from `from` up to, not including, `until`. */
export function queryCounterDays(
  deps: Db,
  month: string,
  shard: number,
  from: string,
  until: string,
): Promise<Record<string, unknown>[]> {
  return queryAll(deps, {
    TableName: deps.table,
    // Sort keys are `<date>#...`, so the bare date `until` sorts before every item of that day.
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :until',
    ExpressionAttributeValues: { ':pk': analyticsCounterPartition(month, shard), ':from': from, ':until': until },
    ConsistentRead: true,
  });
}
