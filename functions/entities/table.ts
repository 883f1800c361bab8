import type { DocumentClient } from 'electrodb';
import { deps } from '../lib/deps';

/**
 * The single table every entity lives in: its key schema, its one global index and the TTL
 * attribute. The CDK stack and the local emulator both create the table from this, and each
 * entity's indexes (ElectroDB `indexes`) use these field names, never others.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

/** ElectroDB's service name: written on each item (`__edb_e__`, `__edb_v__`) with the entity's name and version. */
export const SERVICE = 'site';

/** The attribute shape of the TTL: whole seconds since the epoch (DynamoDB deletes the item some time after). */
export const ttlAttribute = { type: 'number', field: tableSchema.timeToLiveAttribute } as const;

/** Seconds since the epoch, `days` after `from`: every TTL is computed here. */
export const expiresAfterDays = (from: Date, days: number) => Math.floor(from.getTime() / 1000) + Math.ceil(days * 86_400);

/** Seconds since the epoch for an instant. */
export const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

interface Bindable {
  setClient(client: DocumentClient): void;
  setTableName(tableName: string): void;
}

/**
 * Points an entity (or a service of entities) at the table and client of the current `deps()`
 * before an operation: deps are built lazily and tests swap them, so entities are declared
 * without a client and bound at the moment of use.
 */
export function bound<T extends Bindable>(entity: T): T {
  const { db, table } = deps();
  entity.setClient(db as unknown as DocumentClient);
  entity.setTableName(table);
  return entity;
}

/** True when DynamoDB refused a write because its condition did not hold (ElectroDB wraps the SDK error). */
export function isConditionFailure(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const name = (cause as Error).name;
    if (name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}
