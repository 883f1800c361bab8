import { randomUUID } from 'node:crypto';
import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { CONSENT, type SignupSource, type SubscriberGroup } from '../../contract/newsletter';
import type { Deps } from '../../lib/deps';
import { CONFIRMED_SUBSCRIBERS_PARTITION, confirmedSubscriberIndexKey, consentKey, normaliseEmail, subscriberKey } from '../../lib/keys';
import { queryAll } from '../../lib/query-all';

/**
 * The subscriber records (one item per email, fields documented in functions/lib/keys.ts) and
 * every change of their status. Each change is one conditional or atomic UpdateItem, so
 * concurrent sign-ups, confirmations and unsubscribes never lose or duplicate a reader.
 */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  email: string;
  name?: string;
  /** Absent on an item that only holds an unsubscribe token or a suppression (never signed up). */
  status?: SubscriberStatus;
  suppressed?: boolean;
  groups?: Set<string>;
  sources?: Set<string>;
  createdAt?: string;
  confirmedAt?: string;
  unsubscribedAt?: string;
  suppressedAt?: string;
  /** `bounce:Permanent:<subtype>` or `complaint:<feedback type>`. */
  suppressionReason?: string;
  unsubscribeToken?: string;
  confirmationSentAt?: string;
  /** Set (to CONFIRMED_SUBSCRIBERS_PARTITION) exactly while the status is 'confirmed'. */
  gsi1pk?: string;
}

/** Confirmed, not unsubscribed, not suppressed: the only readers who receive list mail. */
export const isActive = (s: Pick<Subscriber, 'status' | 'suppressed'> | undefined) => s?.status === 'confirmed' && !s.suppressed;

/** `{ gsi1pk: 'x' }` -> `{ ':gsi1pk': 'x' }`, for SET gsi1pk = :gsi1pk. */
const prefixed = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [`:${k}`, v]));

const isConditionFailure = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

export async function getSubscriber(deps: Deps, email: string): Promise<Subscriber | undefined> {
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: subscriberKey(email), ConsistentRead: true }));
  return Item as Subscriber | undefined;
}

/** The proof of consent for one sign-up: when, which form, and the exact words shown. */
export async function recordConsent(
  deps: Deps,
  input: { email: string; source: SignupSource; readerMagnetId: string | null; doubleOptIn: boolean },
): Promise<void> {
  const at = deps.now().toISOString();
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: {
        ...consentKey(input.email, at, randomUUID()),
        kind: 'consent',
        email: normaliseEmail(input.email),
        at,
        source: input.source,
        ...(input.readerMagnetId ? { readerMagnetId: input.readerMagnetId } : {}),
        consentVersion: CONSENT.version,
        consentText: CONSENT.text,
        doubleOptIn: input.doubleOptIn,
      },
    }),
  );
}

export interface SignupChange {
  /** The item as it was before this sign-up (undefined for a new reader). */
  before: Subscriber | undefined;
  /** The item as this sign-up left it. */
  after: Subscriber;
}

/**
 * Records a sign-up in one atomic UpdateItem: creates the reader or merges groups and sources
 * (string-set ADD), keeping the first name given. With double opt-in a new reader is pending and
 * a confirmed one stays confirmed; without it the reader is confirmed at once. An unsubscribed
 * reader is subscribed again. `before` tells the caller what changed: concurrent sign-ups of one
 * address each see a different `before`, so exactly one of them sees the change it must act on.
 */
export async function recordSignup(
  deps: Deps,
  input: { email: string; name?: string; groups: SubscriberGroup[]; source: SignupSource },
): Promise<SignupChange> {
  const email = normaliseEmail(input.email);
  const now = deps.now().toISOString();
  const set = [
    'email = :email',
    'updatedAt = :now',
    'createdAt = if_not_exists(createdAt, :now)',
    'suppressed = if_not_exists(suppressed, :false)',
    ...(input.name ? ['#name = if_not_exists(#name, :name)'] : []),
  ];
  const values: Record<string, unknown> = {
    ':email': email,
    ':now': now,
    ':false': false,
    ':groups': new Set(input.groups),
    ':sources': new Set([input.source]),
    ...(input.name ? { ':name': input.name } : {}),
  };
  const names: Record<string, string> = { '#status': 'status', ...(input.name ? { '#name': 'name' } : {}) };
  let remove = '';
  if (deps.doubleOptIn) {
    set.push('#status = if_not_exists(#status, :pending)');
    values[':pending'] = 'pending';
  } else {
    set.push('#status = :confirmed', 'confirmedAt = if_not_exists(confirmedAt, :now)', 'gsi1pk = :gsi1pk', 'gsi1sk = :gsi1sk');
    Object.assign(values, { ':confirmed': 'confirmed', ...prefixed(confirmedSubscriberIndexKey(email)) });
    remove = ' REMOVE unsubscribedAt';
  }
  const { Attributes } = await deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: subscriberKey(email),
      UpdateExpression: `SET ${set.join(', ')}${remove} ADD #groups :groups, sources :sources`,
      ExpressionAttributeNames: { ...names, '#groups': 'groups' },
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_OLD',
    }),
  );
  const before = Attributes as Subscriber | undefined;
  const after: Subscriber = {
    ...before,
    email,
    createdAt: before?.createdAt ?? now,
    suppressed: before?.suppressed ?? false,
    name: before?.name ?? input.name,
    groups: new Set([...(before?.groups ?? []), ...input.groups]),
    sources: new Set([...(before?.sources ?? []), input.source]),
    status: deps.doubleOptIn ? (before?.status ?? 'pending') : 'confirmed',
  };
  if (after.status === 'unsubscribed') {
    await resubscribe(deps, email);
    after.status = 'pending';
  }
  return { before, after };
}

/** Unsubscribed -> pending (double opt-in); a no-op when a concurrent sign-up did it first. */
async function resubscribe(deps: Deps, email: string): Promise<void> {
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'SET #status = :pending, updatedAt = :now REMOVE unsubscribedAt',
        ConditionExpression: '#status = :unsubscribed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':unsubscribed': 'unsubscribed', ':now': deps.now().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Claims the right to send a pending reader a confirmation email: at most one per `cooldownMs`,
 * however many sign-ups arrive at once. Returns the claim's time (to release it if sending fails).
 */
export async function claimConfirmationSend(deps: Deps, email: string, cooldownMs: number): Promise<string | null> {
  const now = deps.now();
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'SET confirmationSentAt = :now',
        ConditionExpression: '#status = :pending AND (attribute_not_exists(confirmationSentAt) OR confirmationSentAt < :cutoff)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':pending': 'pending',
          ':cutoff': new Date(now.getTime() - cooldownMs).toISOString(),
        },
      }),
    );
    return now.toISOString();
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Gives a claim back when the email could not be sent, so the reader's next try sends one. */
export async function releaseConfirmationSend(deps: Deps, email: string, claimedAt: string): Promise<void> {
  await deps.db
    .send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'REMOVE confirmationSentAt',
        ConditionExpression: 'confirmationSentAt = :claimedAt',
        ExpressionAttributeValues: { ':claimedAt': claimedAt },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

export type ConfirmOutcome = { outcome: 'confirmed'; subscriber: Subscriber } | { outcome: 'already-confirmed' } | { outcome: 'not-pending' };

/** Pending -> confirmed. Only one of many concurrent confirmations gets `confirmed` (and sends the welcome). */
export async function confirmSubscriber(deps: Deps, email: string): Promise<ConfirmOutcome> {
  const address = normaliseEmail(email);
  try {
    const { Attributes } = await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(address),
        UpdateExpression: 'SET #status = :confirmed, confirmedAt = :now, updatedAt = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk REMOVE confirmationSentAt',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':confirmed': 'confirmed',
          ':pending': 'pending',
          ':now': deps.now().toISOString(),
          ...prefixed(confirmedSubscriberIndexKey(address)),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { outcome: 'confirmed', subscriber: Attributes as Subscriber };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getSubscriber(deps, address);
    return current?.status === 'confirmed' ? { outcome: 'already-confirmed' } : { outcome: 'not-pending' };
  }
}

/**
 * Unsubscribes an address: status 'unsubscribed', out of the confirmed index. Works for any
 * address with an item (an unsubscribe token implies one) and is idempotent.
 */
export async function unsubscribe(deps: Deps, email: string): Promise<void> {
  const update: UpdateCommandInput = {
    TableName: deps.table,
    Key: subscriberKey(email),
    UpdateExpression:
      'SET #status = :unsubscribed, unsubscribedAt = if_not_exists(unsubscribedAt, :now), updatedAt = :now REMOVE gsi1pk, gsi1sk, confirmedAt, confirmationSentAt',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':now': deps.now().toISOString() },
  };
  await deps.db.send(new UpdateCommand(update)).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** Marks an address suppressed after a permanent bounce or a complaint; it gets no more mail of any kind. */
export async function suppress(deps: Deps, email: string, reason: string): Promise<void> {
  const now = deps.now().toISOString();
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: subscriberKey(email),
      UpdateExpression: 'SET email = if_not_exists(email, :email), suppressed = :true, suppressedAt = :now, suppressionReason = :reason, updatedAt = :now',
      ExpressionAttributeValues: { ':email': normaliseEmail(email), ':true': true, ':now': now, ':reason': reason },
    }),
  );
}

export interface ActiveSubscriber {
  email: string;
  name?: string;
  groups: string[];
}

/**
 * Active readers (confirmed, not unsubscribed, not suppressed), optionally of one group, sorted
 * by email. Reads the confirmed index (gsi1), never the whole table.
 */
export async function listActiveSubscribers(deps: Deps, group?: SubscriberGroup): Promise<ActiveSubscriber[]> {
  const items = await queryAll<Subscriber>(deps, {
    TableName: deps.table,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: `#status = :confirmed AND (attribute_not_exists(suppressed) OR suppressed = :false)${group ? ' AND contains(#groups, :group)' : ''}`,
    ExpressionAttributeNames: { '#status': 'status', ...(group ? { '#groups': 'groups' } : {}) },
    ExpressionAttributeValues: { ':pk': CONFIRMED_SUBSCRIBERS_PARTITION, ':confirmed': 'confirmed', ':false': false, ...(group ? { ':group': group } : {}) },
  });
  const subscribers: ActiveSubscriber[] = items.map((item) => ({ email: item.email, ...(item.name ? { name: item.name } : {}), groups: [...(item.groups ?? [])].sort() }));
  return subscribers;
}

export type MailingStatus = 'active' | 'pending' | 'unsubscribed' | 'suppressed' | 'unknown';

export function mailingStatusOf(s: Pick<Subscriber, 'status' | 'suppressed'> | undefined): MailingStatus {
  if (!s) return 'unknown';
  if (s.suppressed) return 'suppressed';
  if (s.status === 'unsubscribed') return 'unsubscribed';
  if (s.status === 'confirmed') return 'active';
  if (s.status === 'pending') return 'pending';
  return 'unknown';
}

const BATCH_GET_MAX = 100;

/**
 * The mailing status of each address, keyed by the strings as given: 'active' (may be mailed),
 * 'pending' (not confirmed yet), 'unsubscribed', 'suppressed' (bounced or complained) or
 * 'unknown' (no record). Batched reads, 100 addresses a call.
 */
export async function subscriberStatuses(deps: Deps, emails: string[]): Promise<Map<string, MailingStatus>> {
  const found = new Map<string, Subscriber>();
  const addresses = [...new Set(emails.map(normaliseEmail))];
  for (let i = 0; i < addresses.length; i += BATCH_GET_MAX) {
    let keys: Record<string, unknown>[] | undefined = addresses.slice(i, i + BATCH_GET_MAX).map(subscriberKey);
    for (let attempt = 0; keys?.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
      if (attempt > 8) throw new Error('DynamoDB kept returning unprocessed keys');
      const reply: BatchGetCommandOutput = await deps.db.send(
        new BatchGetCommand({
          RequestItems: {
            [deps.table]: { Keys: keys, ProjectionExpression: 'email, #status, suppressed', ExpressionAttributeNames: { '#status': 'status' }, ConsistentRead: true },
          },
        }),
      );
      for (const item of (reply.Responses?.[deps.table] ?? []) as Subscriber[]) found.set(item.email, item);
      keys = reply.UnprocessedKeys?.[deps.table]?.Keys;
    }
  }
  return new Map(emails.map((email) => [email, mailingStatusOf(found.get(normaliseEmail(email)))]));
}
