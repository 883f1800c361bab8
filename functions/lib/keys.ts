/**
 * The single table: its key schema, indexes and TTL attribute, and every entity's key builder.
 * The CDK stack and the local emulator both create the table from `tableSchema`.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

export type Key = { pk: string; sk: string };
