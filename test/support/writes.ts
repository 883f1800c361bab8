import { isDeepStrictEqual } from 'node:util';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { deps } from '../../functions/lib/deps';
import { rateLimitKey } from '../../functions/entities/rate-limit-window';
import { endpoint } from '../../infra/local/settings';
import { readMailStore } from './mail-store';
import { testSettings } from './stack-settings';

/** Per-client limit counters: what asking costs, not something a request wrote. */
const LIMIT_PREFIX = rateLimitKey('', 0, 0).pk;

/** A fingerprint of everything the API can write: table items (but limit counters), bucket objects, sent mail. */
export async function writesSnapshot(): Promise<string> {
  const { db, table, s3, ebookBucket } = deps();
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(page.Items ?? []).filter((item) => !String(item.pk).startsWith(LIMIT_PREFIX)));
    start = page.LastEvaluatedKey;
  } while (start);
  const objects = await s3.send(new ListObjectsV2Command({ Bucket: ebookBucket }));
  const mail = await readMailStore(endpoint(testSettings.ports.ses));
  return JSON.stringify({
    items: items.map((item) => JSON.stringify(item)).sort(),
    objects: (objects.Contents ?? []).map((o) => `${o.Key}:${o.ETag}`).sort(),
    mail: mail.length,
  });
}

/**
 * What `read` answers once it has not changed for `quietMs`: the work a previous file left running
 * in this worker's stack has ended (SES's events, which the local feed hands on 2 s after each send,
 * as SES publishes them seconds later; a bulk job). Polls, bounded by `timeoutMs`.
 */
export async function onceQuiet<T>(read: () => Promise<T>, timeoutMs: number, quietMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  // A few reads per quiet period: a read may scan the worker's whole table, thousands of items late in a run.
  const pollMs = Math.max(250, quietMs / 3);
  let last = await read();
  let changedAt = Date.now();
  while (Date.now() - changedAt < quietMs) {
    if (Date.now() > deadline) throw new Error(`Still changing after ${timeoutMs} ms: background work did not end`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = await read();
    if (!isDeepStrictEqual(now, last)) [last, changedAt] = [now, Date.now()];
  }
  return last;
}

/**
 * The fingerprint to compare a "writes nothing" check against: taken once the worker's stack is
 * quiet, so only what the check's own requests write can change it.
 */
export const settledWritesSnapshot = (timeoutMs = 100_000) => onceQuiet(writesSnapshot, timeoutMs);

/** Every item of the table that holds `text` anywhere. */
export async function itemsHolding(text: string): Promise<unknown[]> {
  const { db, table } = deps();
  const found: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }));
    found.push(
      ...(page.Items ?? []).filter((item) =>
        JSON.stringify(item, (_k, v: unknown) => (v instanceof Set ? [...v] : v)).includes(text),
      ),
    );
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
