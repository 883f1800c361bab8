/**
 * CloudFront's key value store on this machine: the published-pages store the site functions read
 * (`cf.kvs().get`, infra/edge/site-function.js) and the publisher writes through the KVS API
 * (DescribeKeyValueStore, UpdateKeys with its ETag, as `@aws-sdk/client-cloudfront-keyvaluestore`
 * calls them; served by the CloudFront stand-in, infra/local/cloudfront-api.ts). Kept in a JSON
 * file in the data folder, so pages published before a restart of `npm start` are still routed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueReader } from '../edge/functions';
import { LOCAL_PUBLISHED_PAGES_ARN } from './settings';

/** CloudFront's limits: a key of at most 512 bytes, a value of at most 1 KB, 50 changes a call. */
export const KVS_LIMITS = { keyBytes: 512, valueBytes: 1024, changesPerCall: 50 } as const;

export interface LocalKeyValueStore extends KeyValueReader {
  arn: string;
  /** Changes the version of the whole store, as each UpdateKeys does. */
  etag(): string;
  update(puts: { Key: string; Value: string }[], deletes: { Key: string }[]): void;
  itemCount(): number;
  totalSizeInBytes(): number;
}

export function localKeyValueStore(file: string, arn = LOCAL_PUBLISHED_PAGES_ARN): LocalKeyValueStore {
  const entries = new Map<string, string>(
    existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : [],
  );
  const save = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(entries)));
    renameSync(`${file}.tmp`, file);
  };
  const etag = () =>
    createHash('sha256')
      .update(JSON.stringify([...entries].sort()))
      .digest('hex')
      .slice(0, 16);
  return {
    arn,
    get: (key) => {
      const value = entries.get(key);
      return value === undefined ? Promise.reject(new Error(`The key ${key} was not found.`)) : Promise.resolve(value);
    },
    etag,
    update(puts, deletes) {
      for (const { Key, Value } of puts) entries.set(Key, Value);
      for (const { Key } of deletes) entries.delete(Key);
      save();
    },
    itemCount: () => entries.size,
    totalSizeInBytes: () =>
      [...entries].reduce((size, [k, v]) => size + Buffer.byteLength(k) + Buffer.byteLength(v), 0),
  };
}
