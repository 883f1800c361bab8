import { GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { SubscriberGroup } from '../contract/mailing-list';
import type { ReaderSource } from '../contract/readers';
import { normaliseEmail } from '../lib/email-address';
import { batchGet, conditionally, GSI1, queryAll, STATUS_NAME, updateIf, type Db, type Key } from './table';

/**
 * A subscriber: one item per email in the reader's partition `SUBSCRIBER#<email>`, which also
 * holds their consent records, their confirmation-email cap (confirmation-sends.ts) and their
 * downloads (reader-download.ts). Every change of status is one conditional or atomic UpdateItem,
 * so concurrent sign-ups, confirmations and unsubscribes never lose or duplicate a reader. While
 * the status is 'confirmed' the item is in gsi1 under CONFIRMED_SUBSCRIBERS_PARTITION (sorted by
 * email); every write that changes the status sets or removes those attributes in the same update.
 */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  email: string;
  name?: string;
  /** Absent on an item that only holds an unsubscribe token or a suppression (never signed up). */
  status?: SubscriberStatus;
  /** True after a permanent bounce or a complaint: no more mail of any kind. */
  suppressed?: boolean;
  groups?: Set<string>;
  sources?: Set<string>;
  /** The author's own labels (the subscriber desk), lower case. */
  tags?: Set<string>;
  createdAt?: string;
  updatedAt?: string;
  confirmedAt?: string;
  /** The last opt-out, kept when the reader signs up again. */
  unsubscribedAt?: string;
  suppressedAt?: string;
  /** `bounce:Permanent:<subtype>` or `complaint:<feedback type>`. */
  suppressionReason?: string;
  /** The reader's one-click unsubscribe token, made once (mail-token.ts). */
  unsubscribeToken?: string;
  /** The addresses the reader moved from (reader-move.ts): an erasure erases them too. */
  formerEmails?: Set<string>;
  /** The hashes of their unsubscribe tokens retired by moves, with when each stops working (epoch seconds). */
  retiredTokens?: Record<string, number>;
  /** Set (to CONFIRMED_SUBSCRIBERS_PARTITION) exactly while the status is 'confirmed'. */
  gsi1pk?: string;
  /** The latest sign-up (since the last confirmation) and the name it gave: never greeted by, only compared. */
  lastSignupAt?: string;
  lastSignupName?: string;
  /** The latest sign-up whose name differed from the one before it: a confirmation link made earlier names nobody. */
  namesDifferedAt?: string;
}

export const readerPartition = (email: string) => `SUBSCRIBER#${normaliseEmail(email)}`;
/** A profile's sort key: also its partition in the `by-kind` index, where readers are listed. */
export const PROFILE_KIND = 'PROFILE';
export const subscriberKey = (email: string): Key => ({ pk: readerPartition(email), sk: PROFILE_KIND });
export const CONFIRMED_SUBSCRIBERS_PARTITION = 'SUBSCRIBERS#confirmed';
const confirmedIndexValues = (email: string) => ({
  ':gsi1pk': CONFIRMED_SUBSCRIBERS_PARTITION,
  ':gsi1sk': normaliseEmail(email),
});

export async function getSubscriber(deps: Db, email: string): Promise<Subscriber | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({ TableName: deps.table, Key: subscriberKey(email), ConsistentRead: true }),
  );
  return Item as Subscriber | undefined;
}

/** The subscriber items of `emails` (normalised) that exist, with only the attributes named. */
export const readSubscribers = <K extends keyof Subscriber>(deps: Db, emails: string[], attributes: readonly K[]) =>
  batchGet<Pick<Subscriber, K | 'email'>>(deps, emails.map(subscriberKey), ['email', ...attributes]);

// ── Consent records ─────────────────────────────────────────────────────────────
/** The proof of consent for one sign-up: when, which form, the exact words shown. Never changed. */
export interface ConsentRecord {
  email: string;
  at: string;
  /** The form or the author's action that recorded it; `address_change` when the reader moved to this address. */
  source: ReaderSource | 'address_change';
  readerMagnetId?: string;
  consentVersion: string;
  consentText: string;
  doubleOptIn: boolean;
}

export const CONSENT_PREFIX = 'CONSENT#';
export const consentKey = (email: string, at: string, id: string): Key => ({
  pk: readerPartition(email),
  sk: `${CONSENT_PREFIX}${at}#${id}`,
});

export async function putConsent(deps: Db, record: ConsentRecord): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: { ...consentKey(record.email, record.at, randomUUID()), kind: 'consent', ...record },
    }),
  );
}

// ── Status changes ──────────────────────────────────────────────────────────────
/** A sign-up, or a reader the author adds (who may come with her tags). */
export type SignupFields = {
  email: string;
  name?: string;
  groups: SubscriberGroup[];
  source: ReaderSource;
  tags?: string[];
};

/** What every sign-up writes, whatever the status. */
function signupWrites(email: string, input: SignupFields, now: string) {
  const tagged = !!input.tags?.length;
  // A Dream Team applicant who did not ask for the newsletter joins no list yet (a set cannot be empty).
  const listed = input.groups.length > 0;
  return {
    set: [
      'email = :email',
      'updatedAt = :now',
      'createdAt = if_not_exists(createdAt, :now)',
      'suppressed = if_not_exists(suppressed, :false)',
    ],
    values: {
      ':email': email,
      ':now': now,
      ':false': false,
      ...(listed ? { ':groups': new Set(input.groups) } : {}),
      ':sources': new Set([input.source]),
      ...(tagged ? { ':tags': new Set(input.tags) } : {}),
    } as Record<string, unknown>,
    add: `ADD ${listed ? '#groups :groups, ' : ''}sources :sources${tagged ? ', tags :tags' : ''}`,
    names: (listed ? { '#groups': 'groups' } : {}) as Record<string, string>,
  };
}

/**
 * A sign-up that confirms at once (no double opt-in): a new or pending reader becomes confirmed
 * with this sign-up's name (or none), groups and sources merged. `condition-failed` (nothing
 * written) when the reader is already confirmed or has unsubscribed.
 */
export async function confirmNewOrPending(
  deps: Db,
  email: string,
  input: SignupFields,
  now: string,
): Promise<{ outcome: 'confirmed'; before: Subscriber | undefined } | { outcome: 'condition-failed' }> {
  const { set, values, add, names } = signupWrites(email, input, now);
  set.push(
    '#status = :confirmed',
    'confirmedAt = :now',
    'gsi1pk = :gsi1pk',
    'gsi1sk = :gsi1sk',
    ...(input.name ? ['#name = :name'] : []),
  );
  const result = await updateIf(deps, {
    Key: subscriberKey(email),
    UpdateExpression: `SET ${set.join(', ')}${input.name ? '' : ' REMOVE #name'} ${add}`,
    ConditionExpression: 'attribute_not_exists(#status) OR #status = :pending',
    ExpressionAttributeNames: { ...STATUS_NAME, '#name': 'name', ...names },
    ExpressionAttributeValues: {
      ...values,
      ':confirmed': 'confirmed',
      ':pending': 'pending',
      ...confirmedIndexValues(email),
      ...(input.name ? { ':name': input.name } : {}),
    },
    ReturnValues: 'ALL_OLD',
  });
  return result
    ? { outcome: 'confirmed', before: result.attributes as Subscriber | undefined }
    : { outcome: 'condition-failed' };
}

/** Merges a sign-up into the record (atomic; string-set ADD); a new record is pending with the name given. Answers the item before. */
export async function mergeSignup(
  deps: Db,
  email: string,
  input: SignupFields,
  now: string,
): Promise<Subscriber | undefined> {
  const { set, values, add, names } = signupWrites(email, input, now);
  set.push(
    '#status = if_not_exists(#status, :pending)',
    'lastSignupAt = :now',
    ...(input.name ? ['#name = if_not_exists(#name, :name)', 'lastSignupName = :name'] : []),
  );
  const { Attributes } = await deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: subscriberKey(email),
      UpdateExpression: `SET ${set.join(', ')}${input.name ? '' : ' REMOVE lastSignupName'} ${add}`,
      ExpressionAttributeNames: { ...STATUS_NAME, ...names, ...(input.name ? { '#name': 'name' } : {}) },
      ExpressionAttributeValues: { ...values, ':pending': 'pending', ...(input.name ? { ':name': input.name } : {}) },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes as Subscriber | undefined;
}

/** Records that a sign-up of a reader not confirmed gave another name than the one before it. */
export const markNamesDiffered = (deps: Db, email: string, now: string) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'SET namesDifferedAt = :now',
        ConditionExpression: '#status <> :confirmed',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':now': now, ':confirmed': 'confirmed' },
      }),
    ),
  );

/** Unsubscribed -> pending, keeping `unsubscribedAt`. False when the reader was not unsubscribed (a concurrent sign-up did it first). */
export const reopenUnsubscribed = (deps: Db, email: string, now: string) =>
  conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'SET #status = :pending, updatedAt = :now',
        ConditionExpression: '#status = :unsubscribed',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: { ':pending': 'pending', ':unsubscribed': 'unsubscribed', ':now': now },
      }),
    ),
  );

/**
 * Pending -> confirmed, into the confirmed index. `name`: undefined keeps the name, null removes
 * it, a string replaces it. The item after, or `condition-failed` when the reader was not pending.
 */
export async function confirmPending(
  deps: Db,
  email: string,
  now: string,
  name?: string | null,
): Promise<{ outcome: 'confirmed'; subscriber: Subscriber } | { outcome: 'condition-failed' }> {
  const naming = name ? ', #name = :name' : '';
  const signups = `REMOVE lastSignupAt, lastSignupName, namesDifferedAt${name === null ? ', #name' : ''}`;
  const result = await updateIf(deps, {
    Key: subscriberKey(email),
    UpdateExpression: `SET #status = :confirmed, confirmedAt = :now, updatedAt = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk${naming} ${signups}`,
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { ...STATUS_NAME, ...(name === undefined ? {} : { '#name': 'name' }) },
    ExpressionAttributeValues: {
      ':confirmed': 'confirmed',
      ':pending': 'pending',
      ':now': now,
      ...confirmedIndexValues(email),
      ...(name ? { ':name': name } : {}),
    },
    ReturnValues: 'ALL_NEW',
  });
  return result
    ? { outcome: 'confirmed', subscriber: result.attributes as unknown as Subscriber }
    : { outcome: 'condition-failed' };
}

/**
 * Any status -> unsubscribed, out of the confirmed index, `unsubscribedAt` now. False (nothing
 * written) when there is no item or it is unsubscribed already, so a repeat changes nothing.
 */
export function markUnsubscribed(deps: Db, email: string, now: string): Promise<boolean> {
  const update: UpdateCommandInput = {
    TableName: deps.table,
    Key: subscriberKey(email),
    UpdateExpression:
      'SET #status = :unsubscribed, unsubscribedAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk, confirmedAt',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :unsubscribed)',
    ExpressionAttributeNames: STATUS_NAME,
    ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':now': now },
  };
  return conditionally(deps.db.send(new UpdateCommand(update)));
}

/**
 * Marks an address suppressed, making a bare item for an address never signed up; with
 * `existingOnly`, only an address that has an item (false, writing nothing, when it has none).
 */
export function markSuppressed(
  deps: Db,
  email: string,
  reason: string,
  now: string,
  existingOnly = false,
): Promise<boolean> {
  return updateIf(deps, {
    Key: subscriberKey(email),
    UpdateExpression:
      'SET email = if_not_exists(email, :email), suppressed = :true, suppressedAt = :now, suppressionReason = :reason, updatedAt = :now',
    ...(existingOnly ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    ExpressionAttributeValues: { ':email': normaliseEmail(email), ':true': true, ':now': now, ':reason': reason },
  }).then(Boolean);
}

/**
 * Confirmed, unsuppressed readers on a list (one group, or any), optionally with one tag, sorted
 * by email: a query of the confirmed index (gsi1), never a scan of the table. A reader on no list
 * (a Dream Team applicant who did not ask for the newsletter) is on nobody's mailing.
 */
export function queryConfirmed(deps: Db, group?: SubscriberGroup, tag?: string): Promise<Subscriber[]> {
  return queryAll<Subscriber>(deps, {
    TableName: deps.table,
    IndexName: GSI1.name,
    KeyConditionExpression: `${GSI1.partitionKey} = :pk`,
    FilterExpression: `#status = :confirmed AND (attribute_not_exists(suppressed) OR suppressed = :false) AND ${group ? 'contains(#groups, :group)' : 'attribute_exists(#groups)'}${tag ? ' AND contains(tags, :tag)' : ''}`,
    ExpressionAttributeNames: { ...STATUS_NAME, '#groups': 'groups' },
    ExpressionAttributeValues: {
      ':pk': CONFIRMED_SUBSCRIBERS_PARTITION,
      ':confirmed': 'confirmed',
      ':false': false,
      ...(group ? { ':group': group } : {}),
      ...(tag ? { ':tag': tag } : {}),
    },
  });
}

/**
 * A confirmed reader's own choices from the preference page: exactly these lists (at least one)
 * and this name (null removes it). False, writing nothing, when the reader is not confirmed.
 */
export function setListsAndName(
  deps: Db,
  email: string,
  groups: SubscriberGroup[],
  name: string | null,
  now: string,
): Promise<boolean> {
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: `SET #groups = :groups, updatedAt = :now${name ? ', #name = :name' : ' REMOVE #name'}`,
        ConditionExpression: '#status = :confirmed',
        ExpressionAttributeNames: { ...STATUS_NAME, '#groups': 'groups', '#name': 'name' },
        ExpressionAttributeValues: {
          ':groups': new Set(groups),
          ':now': now,
          ':confirmed': 'confirmed',
          ...(name ? { ':name': name } : {}),
        },
      }),
    ),
  );
}

/**
 * Puts a reader on one list or takes them off it (the Dream Team list follows the author's
 * decisions). Touches nothing else; false when there is no reader.
 */
export function setOnList(deps: Db, email: string, group: SubscriberGroup, on: boolean, now: string): Promise<boolean> {
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: `${on ? 'ADD' : 'DELETE'} #groups :group SET updatedAt = :now`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#groups': 'groups' },
        ExpressionAttributeValues: { ':group': new Set([group]), ':now': now },
      }),
    ),
  );
}
