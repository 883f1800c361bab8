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

/** Normalised as stored: trimmed and lower-cased, so one reader is one record. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// ── Mailing list ──────────────────────────────────────────────────────────────
// A subscriber is one item per email. Fields every area may read: email, name?, status
// ('pending' | 'confirmed' | 'unsubscribed'), suppressed (true after a bounce or complaint),
// groups (string set: 'voracious-readers', 'dream-team'), sources, createdAt, confirmedAt?.
export const subscriberKey = (email: string): Key => ({ pk: `SUBSCRIBER#${normaliseEmail(email)}`, sk: 'PROFILE' });
