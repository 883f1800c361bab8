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
 * Records a sign-up: creates the reader or merges groups and sources (string-set ADD) in one
 * atomic UpdateItem. A new reader's record takes the name given; an existing record keeps its
 * name (confirming a link replaces it with the name of the sign-up that sent the link). With
 * double opt-in a new reader is pending and a confirmed one stays confirmed; without it a new or
 * pending reader is confirmed at once. A reader who unsubscribed becomes pending either way (a
 * new opt-in needs a confirmation, and their `unsubscribedAt` stays on record). `before` tells
 * the caller what changed: concurrent sign-ups of one address each see a different `before`, so
 * exactly one of them sees the change it must act on.
 */
export async function recordSignup(deps: Deps, input: SignupFields): Promise<SignupChange> {
  const email = normaliseEmail(input.email);
  const now = deps.now().toISOString();
  const confirmed = deps.doubleOptIn ? undefined : await confirmAtSignup(deps, email, input, now);
  const before = confirmed ? confirmed.before : await mergeSignup(deps, email, input, now);
  const after: Subscriber = {
    ...before,
    email,
    createdAt: before?.createdAt ?? now,
    suppressed: before?.suppressed ?? false,
    name: confirmed ? input.name : (before?.name ?? input.name),
    groups: new Set([...(before?.groups ?? []), ...input.groups]),
    sources: new Set([...(before?.sources ?? []), input.source]),
    status: confirmed ? 'confirmed' : (before?.status ?? 'pending'),
  };
  if (after.status === 'unsubscribed') {
    await resubscribe(deps, email);
    after.status = 'pending';
  }
  return { before, after };
}

type SignupFields = { email: string; name?: string; groups: SubscriberGroup[]; source: SignupSource };

/** What every sign-up writes, whatever the status. */
function signupWrites(email: string, input: SignupFields, now: string) {
  return {
    set: ['email = :email', 'updatedAt = :now', 'createdAt = if_not_exists(createdAt, :now)', 'suppressed = if_not_exists(suppressed, :false)'],
    values: { ':email': email, ':now': now, ':false': false, ':groups': new Set(input.groups), ':sources': new Set([input.source]) } as Record<string, unknown>,
    add: 'ADD #groups :groups, sources :sources',
  };
}

/**
 * Without double opt-in: a new or pending reader is confirmed, with this sign-up's name (or none).
 * Undefined, writing nothing, when the reader is already confirmed or has unsubscribed.
 */
async function confirmAtSignup(deps: Deps, email: string, input: SignupFields, now: string): Promise<{ before: Subscriber | undefined } | undefined> {
  const { set, values, add } = signupWrites(email, input, now);
  set.push('#status = :confirmed', 'confirmedAt = :now', 'gsi1pk = :gsi1pk', 'gsi1sk = :gsi1sk', ...(input.name ? ['#name = :name'] : []));
  try {
    const { Attributes } = await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: `SET ${set.join(', ')}${input.name ? '' : ' REMOVE #name'} ${add}`,
        ConditionExpression: 'attribute_not_exists(#status) OR #status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#name': 'name', '#groups': 'groups' },
        ExpressionAttributeValues: {
          ...values,
          ':confirmed': 'confirmed',
          ':pending': 'pending',
          ...prefixed(confirmedSubscriberIndexKey(email)),
          ...(input.name ? { ':name': input.name } : {}),
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return { before: Attributes as Subscriber | undefined };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Merges the sign-up into the record; a new record is pending with the name given. */
async function mergeSignup(deps: Deps, email: string, input: SignupFields, now: string): Promise<Subscriber | undefined> {
  const { set, values, add } = signupWrites(email, input, now);
  set.push('#status = if_not_exists(#status, :pending)', ...(input.name ? ['#name = if_not_exists(#name, :name)'] : []));
  const { Attributes } = await deps.db.send(
    new UpdateCommand({
      TableName: deps.table,
      Key: subscriberKey(email),
      UpdateExpression: `SET ${set.join(', ')} ${add}`,
      ExpressionAttributeNames: { '#status': 'status', '#groups': 'groups', ...(input.name ? { '#name': 'name' } : {}) },
      ExpressionAttributeValues: { ...values, ':pending': 'pending', ...(input.name ? { ':name': input.name } : {}) },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes as Subscriber | undefined;
}

/** Unsubscribed -> pending (a new opt-in to confirm), keeping `unsubscribedAt`; a no-op when a concurrent sign-up did it first. */
async function resubscribe(deps: Deps, email: string): Promise<void> {
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'SET #status = :pending, updatedAt = :now',
        ConditionExpression: '#status = :unsubscribed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':unsubscribed': 'unsubscribed', ':now': deps.now().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export type ConfirmOutcome = { outcome: 'confirmed'; subscriber: Subscriber } | { outcome: 'already-confirmed' } | { outcome: 'not-pending' };

/**
 * Pending -> confirmed. Only one of many concurrent confirmations gets `confirmed` (and sends the
 * welcome). `link.name`, when given, is the name of the sign-up whose link confirmed (null: it
 * gave none) and replaces whatever an earlier, unconfirmed sign-up left.
 */
export async function confirmSubscriber(deps: Deps, email: string, link?: { name: string | null }): Promise<ConfirmOutcome> {
  const address = normaliseEmail(email);
  const name = !link ? '' : link.name ? ', #name = :name' : ' REMOVE #name';
  try {
    const { Attributes } = await deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: subscriberKey(address),
        UpdateExpression: `SET #status = :confirmed, confirmedAt = :now, updatedAt = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk${name}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', ...(link ? { '#name': 'name' } : {}) },
        ExpressionAttributeValues: {
          ':confirmed': 'confirmed',
          ':pending': 'pending',
          ':now': deps.now().toISOString(),
          ...prefixed(confirmedSubscriberIndexKey(address)),
          ...(link?.name ? { ':name': link.name } : {}),
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
 * Unsubscribes an address: status 'unsubscribed', out of the confirmed index, `unsubscribedAt`
 * the time of this opt-out. Works for any address with an item (an unsubscribe token implies
 * one) and is idempotent: a repeat changes nothing.
 */
export async function unsubscribe(deps: Deps, email: string): Promise<void> {
  const update: UpdateCommandInput = {
    TableName: deps.table,
    Key: subscriberKey(email),
    UpdateExpression: 'SET #status = :unsubscribed, unsubscribedAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk, confirmedAt',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status <> :unsubscribed)',
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
