import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { subscriberKey } from './subscriber';
import {
  conditionally,
  epochSeconds,
  expiresAfterDays,
  transact,
  type Db,
  type Key,
  type TransactItem,
  type TransactOutcome,
} from './table';

/**
 * The token of an emailed link (confirm, unsubscribe). Only its SHA-256 is stored, as the key of
 * the token item, so a token can be neither guessed nor derived from what is stored, and a
 * look-up is one GetItem. A confirm token's expiry is `validUntil` (epoch seconds); the item
 * itself is kept EXPIRED_KEPT_DAYS longer (TTL) so its link says "expired" rather than "unknown".
 * An unsubscribe token is also kept on the subscriber item and never expires while it is the
 * reader's; when they move it is retired (`retireUnsubscribeToken`) and expires.
 */
/**
 * change-email: a reader's request to move their subscription to `newEmail`, confirmed from that
 * address; approve-email-change: the same move, approved from the current address (`email`).
 */
export type TokenKind = 'confirm' | 'unsubscribe' | 'change-email' | 'approve-email-change';

export interface MailTokenItem {
  kind: TokenKind;
  email: string;
  /** Confirm links: the name given in the sign-up that sent this link (kept if the link is confirmed). */
  name?: string;
  /** Change-email links: the address the reader asked to move to. */
  newEmail?: string;
  createdAt: string;
  /** Epoch seconds after which a confirm link no longer works. */
  validUntil?: number;
  /** Change-email links: when the new address confirmed (and the current one was asked to approve). */
  confirmedAt?: string;
  /**
   * Unsubscribe tokens: when the reader moved to another address. From then on the token names
   * their new address and only unsubscribes them, until `validUntil`.
   */
  retiredAt?: string;
}

export const mailTokenKey = (tokenHash: string): Key => ({ pk: `MAIL_TOKEN#${tokenHash}`, sk: 'TOKEN' });

/** Expired confirm tokens are kept this long, so their link says "expired" (410) rather than "unknown" (404). */
const EXPIRED_KEPT_DAYS = 30;

/** Saves a new confirm (or change-email) token valid until `validUntil`; it never overwrites another. */
export async function putConfirmToken(
  deps: Db,
  tokenHash: string,
  item: Omit<MailTokenItem, 'kind' | 'validUntil'> & { validUntil: Date },
  kind: Exclude<TokenKind, 'unsubscribe'> = 'confirm',
): Promise<void> {
  const { validUntil, ...fields } = item;
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: {
        ...mailTokenKey(tokenHash),
        kind,
        ...fields,
        validUntil: epochSeconds(validUntil),
        expiresAt: expiresAfterDays(validUntil, EXPIRED_KEPT_DAYS),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getMailToken(deps: Db, tokenHash: string): Promise<MailTokenItem | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({ TableName: deps.table, Key: mailTokenKey(tokenHash), ConsistentRead: true }),
  );
  return Item as MailTokenItem | undefined;
}

/**
 * Marks a change-email link confirmed at `at` (true: this call did it, false: it was already), or
 * (null) takes that back when the approval could not be asked for.
 */
export async function setTokenConfirmed(deps: Db, tokenHash: string, at: string | null): Promise<boolean> {
  return conditionally(
    deps.db.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: mailTokenKey(tokenHash),
        ...(at
          ? {
              UpdateExpression: 'SET confirmedAt = :at',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(confirmedAt)',
              ExpressionAttributeValues: { ':at': at },
            }
          : { UpdateExpression: 'REMOVE confirmedAt', ConditionExpression: 'attribute_exists(pk)' }),
      }),
    ),
  );
}

/** The reader's unsubscribe token as kept on their subscriber item, if they have one. */
export async function getUnsubscribeToken(deps: Db, email: string): Promise<string | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({
      TableName: deps.table,
      Key: subscriberKey(email),
      ConsistentRead: true,
      ProjectionExpression: 'unsubscribeToken',
    }),
  );
  return typeof Item?.unsubscribeToken === 'string' ? Item.unsubscribeToken : undefined;
}

/**
 * The two conditional writes that give `email` (normalised) its unsubscribe `token`: the token
 * item, and the subscriber item's `unsubscribeToken` (only if it has none yet; an address that
 * was never a subscriber gets a bare item holding just its email and token).
 */
function unsubscribeTokenWrites(
  deps: Db,
  email: string,
  token: string,
  tokenHash: string,
  createdAt: string,
): TransactItem[] {
  return [
    {
      Put: {
        TableName: deps.table,
        Item: { ...mailTokenKey(tokenHash), kind: 'unsubscribe', email, createdAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: deps.table,
        Key: subscriberKey(email),
        UpdateExpression: 'SET unsubscribeToken = :token, email = if_not_exists(email, :email)',
        ConditionExpression: 'attribute_not_exists(unsubscribeToken)',
        ExpressionAttributeValues: { ':token': token, ':email': email },
      },
    },
  ];
}

/** Two writes per new token: 25 tokens fill a transaction of 50 actions. */
export const UNSUBSCRIBE_TOKENS_PER_TRANSACTION = 25;

/**
 * Gives each address its unsubscribe token, all in one transaction (at most
 * UNSUBSCRIBE_TOKENS_PER_TRANSACTION): nothing is written if any address got a token meanwhile.
 */
export function putUnsubscribeTokens(
  deps: Db,
  tokens: { email: string; token: string; tokenHash: string }[],
  createdAt: string,
): Promise<TransactOutcome> {
  return transact(
    deps,
    tokens.flatMap(({ email, token, tokenHash }) => unsubscribeTokenWrites(deps, email, token, tokenHash, createdAt)),
  );
}

/**
 * The write (in a move's transaction) that retires a reader's unsubscribe token when they move from
 * `from` to `to`: it names `to` from now on, is marked retired (it only unsubscribes) and stops
 * working after `until`, when its item goes too. Refused only if the token names someone else.
 */
export function retireUnsubscribeToken(
  deps: Db,
  tokenHash: string,
  move: { from: string; to: string; at: string; until: Date },
): TransactItem {
  return {
    Update: {
      TableName: deps.table,
      Key: mailTokenKey(tokenHash),
      UpdateExpression:
        'SET #kind = :kind, email = :to, createdAt = if_not_exists(createdAt, :at), retiredAt = :at, validUntil = :until, expiresAt = :until',
      ConditionExpression: 'attribute_not_exists(pk) OR email = :from',
      ExpressionAttributeNames: { '#kind': 'kind' },
      ExpressionAttributeValues: {
        ':kind': 'unsubscribe',
        ':to': move.to,
        ':from': move.from,
        ':at': move.at,
        ':until': epochSeconds(move.until),
      },
    },
  };
}
