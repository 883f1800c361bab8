import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../lib/deps';

/**
 * The single table every entity lives in: its key schema, its two global indexes (GSI1 and
 * `by-kind`, below) and the TTL attribute. The CDK stack and the local emulator both create the table from this, and every
 * entity module in this folder keys its items with these field names, never others.
 *
 * The entity layer is this folder: one module per entity (its key, its item type, its TTL and
 * the named operations on it, each answering what happened: written, already there, condition
 * failed). Only this folder holds DynamoDB expressions or commands (eslint.config.js,
 * test/unit/lint-boundaries.test.ts); `core` calls the operations and keeps the domain rules.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    /**
     * Every item by its kind (`sk`) and when it was made: the reader profiles (`sk = PROFILE`)
     * newest first, for the subscriber desk. Keyed by attributes each profile has had since it was
     * first written, so creating the index (cloud or local) fills it with every existing reader:
     * no migration. It projects only what the desk lists, so other kinds cost little.
     */
    {
      name: 'by-kind',
      partitionKey: 'sk',
      sortKey: 'createdAt',
      projection: ['email', 'name', 'status', 'suppressed', 'groups', 'sources', 'tags', 'confirmedAt'],
    },
  ],
} as const;

export const GSI1 = tableSchema.globalIndexes[0];
export const BY_KIND = tableSchema.globalIndexes[1];
export type IndexSchema = (typeof tableSchema.globalIndexes)[number];

/** Every item's primary key. */
export type Key = { pk: string; sk: string };

/** What an entity operation needs of the dependencies: the client and the table's name. */
export type Db = Pick<Deps, 'db' | 'table'>;

const DAY_SECONDS = 86_400;

/** Seconds since the epoch for an instant: the format of every TTL (`expiresAt`). */
export const epochSeconds = (at: Date | number) => Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);

/** The TTL `days` after `from`: DynamoDB deletes the item some time after it. Every TTL in days is computed here. */
export const expiresAfterDays = (from: Date | number, days: number) =>
  epochSeconds(from) + Math.ceil(days * DAY_SECONDS);

/** `#status` stands for `status` (a reserved word) in every expression that names it. */
export const STATUS_NAME = { '#status': 'status' } as const;

/** True when DynamoDB refused a write because its condition did not hold. */
export const isConditionFailure = (error: unknown) =>
  (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/** Runs a conditional write: true when it was written, false when its condition did not hold. */
export async function conditionally(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Runs a conditional UpdateItem in the table: the attributes it asked for (`ReturnValues`) when
 * written, null when its condition did not hold.
 */
export async function updateIf(
  deps: Db,
  input: Omit<UpdateCommandInput, 'TableName'>,
): Promise<{ attributes: Record<string, unknown> | undefined } | null> {
  let attributes: Record<string, unknown> | undefined;
  const written = await conditionally(
    deps.db
      .send(new UpdateCommand({ TableName: deps.table, ...input }))
      .then((reply) => (attributes = reply.Attributes)),
  );
  return written ? { attributes } : null;
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The write of a new item (with its key) inside a transaction; it never overwrites one. */
export const putNewAction = (deps: Db, item: Key): TransactItem => ({
  Put: { TableName: deps.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Writes a new item (with its key), never over one: false, writing nothing, when its key is taken. */
export const putNew = (deps: Db, item: Key) =>
  conditionally(deps.db.send(new PutCommand(putNewAction(deps, item).Put!)));

/** A transaction's outcome: written, or refused because the condition of item `failedIndex` did not hold. */
export type TransactOutcome = { written: true } | { written: false; failedIndex: number };

/** DynamoDB's limit of actions in one transaction. */
export const TRANSACTION_MAX = 100;
/** Attempts of a transaction that DynamoDB cancelled because another one touched the same items at that instant. */
const CONFLICT_ATTEMPTS = 4;

/**
 * Runs a transaction. A cancellation for a failed condition is an outcome (which item's), not an
 * error; one for a conflict with a concurrent transaction is retried a few times.
 */
export async function transact({ db }: Db, items: TransactItem[]): Promise<TransactOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return { written: true };
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if ((error as Error).name !== 'TransactionCanceledException' || !reasons) throw error;
      const failedIndex = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failedIndex >= 0) return { written: false, failedIndex };
      if (!reasons.some((reason) => reason.Code === 'TransactionConflict') || attempt === CONFLICT_ATTEMPTS)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

/**
 * Runs any number of actions, TRANSACTION_MAX a transaction, one transaction after another; a
 * failed condition throws `conditionFailure` (the transactions before it stay written).
 */
export async function batchTransact(deps: Db, items: TransactItem[], conditionFailure: string): Promise<void> {
  for (let i = 0; i < items.length; i += TRANSACTION_MAX) {
    const outcome = await transact(deps, items.slice(i, i + TRANSACTION_MAX));
    if (!outcome.written) throw new Error(conditionFailure);
  }
}

/** Every item a query matches, following DynamoDB's pages (1 MB each) to the end. */
export async function queryAll<T = Record<string, unknown>>(
  { db }: Pick<Deps, 'db'>,
  input: QueryCommandInput,
): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client: db }, input)) items.push(...((page.Items ?? []) as T[]));
  return items;
}

/** A partition's items whose sort key begins with `prefix` (all of them without one), strongly consistent. */
export const queryPartition = <T = Record<string, unknown>>(deps: Db, pk: string, prefix?: string) =>
  queryAll<T>(deps, {
    TableName: deps.table,
    KeyConditionExpression: prefix === undefined ? 'pk = :pk' : 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ...(prefix === undefined ? {} : { ':prefix': prefix }) },
    ConsistentRead: true,
  });

const BATCH_GET_MAX = 100;
const BATCH_WRITE_MAX = 25;
const BATCH_TRIES = 8;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));

/**
 * The items of `keys` that exist (only the `attributes` named), 100 a call, asking again for what
 * DynamoDB left unprocessed. A key asked twice is read once (DynamoDB refuses a batch that repeats
 * a key): several erased readers, for one, stand in a send's record as the same "(erased)".
 */
export async function batchGet<T>(deps: Db, requested: Key[], attributes: readonly string[]): Promise<T[]> {
  const keys = [...new Map(requested.map(({ pk, sk }) => [JSON.stringify([pk, sk]), { pk, sk }])).values()];
  const names = Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name]));
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_MAX) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + BATCH_GET_MAX);
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt === BATCH_TRIES) throw new Error('DynamoDB kept returning unprocessed keys');
      if (attempt > 0) await backoff(attempt);
      const reply: BatchGetCommandOutput = await deps.db.send(
        new BatchGetCommand({
          RequestItems: {
            [deps.table]: {
              Keys: pending,
              ProjectionExpression: Object.keys(names).join(', '),
              ExpressionAttributeNames: names,
              ConsistentRead: true,
            },
          },
        }),
      );
      found.push(...((reply.Responses?.[deps.table] ?? []) as T[]));
      pending = reply.UnprocessedKeys?.[deps.table]?.Keys;
    }
  }
  return found;
}

export type BatchWriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** Puts and deletes without conditions, 25 a call, sending back what DynamoDB left unprocessed. */
export async function batchWrite(deps: Db, requests: BatchWriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += BATCH_WRITE_MAX) {
    let pending: BatchWriteRequest[] | undefined = requests.slice(i, i + BATCH_WRITE_MAX);
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt === BATCH_TRIES) throw new Error('DynamoDB kept leaving writes unprocessed');
      if (attempt > 0) await backoff(attempt);
      const reply: BatchWriteCommandOutput = await deps.db.send(
        new BatchWriteCommand({ RequestItems: { [deps.table]: pending } }),
      );
      pending = reply.UnprocessedItems?.[deps.table];
    }
  }
}

/** One item by its key, read consistently; undefined when absent. */
export async function getItem<T>(deps: Db, key: Key): Promise<T | undefined> {
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: key, ConsistentRead: true }));
  return Item as T | undefined;
}

/** Every item of one kind, newest first: the index gives the keys, a batch read the items. */
export async function itemsOfKind<T>(deps: Db, kind: string, attributes: readonly string[]): Promise<T[]> {
  const keys = await queryAll<Key & { createdAt: string }>(deps, {
    TableName: deps.table,
    IndexName: BY_KIND.name,
    KeyConditionExpression: `${BY_KIND.partitionKey} = :kind`,
    ExpressionAttributeValues: { ':kind': kind },
    ProjectionExpression: 'pk, sk, createdAt',
    ScanIndexForward: false,
  });
  const items = await batchGet<T & { createdAt: string }>(
    deps,
    keys.map(({ pk, sk }) => ({ pk, sk })),
    [...attributes, 'createdAt'],
  );
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
