import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CONFIRMATION_LINK_DAYS } from '../../contract/newsletter';
import type { Deps } from '../../lib/deps';
import { mailTokenKey, normaliseEmail, subscriberKey } from '../../lib/keys';

/**
 * Tokens of emailed links (confirm, unsubscribe): 256 random bits, base64url. The table keeps only
 * their SHA-256, as the key of a token item, so a token can be neither guessed nor derived from
 * what is stored, and a look-up is one GetItem.
 */
export type TokenKind = 'confirm' | 'unsubscribe';

const DAY_SECONDS = 24 * 60 * 60;
/** Expired confirm tokens are kept this long, so their link says "expired" (410) rather than "unknown" (404). */
const EXPIRED_KEPT_DAYS = 30;

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenItem {
  kind: TokenKind;
  email: string;
  /** Confirm links: the name given in the sign-up that sent this link (kept if the link is confirmed). */
  name?: string;
  /** Epoch seconds after which a confirm link no longer works. */
  validUntil?: number;
}

/** A new confirmation token for `email`, valid for CONFIRMATION_LINK_DAYS, carrying the sign-up's name. */
export async function createConfirmToken(deps: Deps, email: string, name?: string): Promise<string> {
  const token = newToken();
  const now = Math.floor(deps.now().getTime() / 1000);
  const validUntil = now + CONFIRMATION_LINK_DAYS * DAY_SECONDS;
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: {
        ...mailTokenKey(hashToken(token)),
        kind: 'confirm',
        email: normaliseEmail(email),
        ...(name ? { name } : {}),
        createdAt: deps.now().toISOString(),
        validUntil,
        expiresAt: validUntil + EXPIRED_KEPT_DAYS * DAY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return token;
}

export type TokenLookup = { state: 'valid'; email: string; name: string | null } | { state: 'expired'; email: string } | { state: 'unknown' };

/** What a token in a link stands for: a valid or expired token of this kind, or nothing known. */
export async function lookUpToken(deps: Deps, token: string, kind: TokenKind): Promise<TokenLookup> {
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return { state: 'unknown' };
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: mailTokenKey(hashToken(token)), ConsistentRead: true }));
  const item = Item as TokenItem | undefined;
  if (!item || item.kind !== kind) return { state: 'unknown' };
  if (item.validUntil !== undefined && item.validUntil < deps.now().getTime() / 1000) return { state: 'expired', email: item.email };
  return { state: 'valid', email: item.email, name: item.name ?? null };
}

/**
 * The two conditional writes that give `email` (normalised) its unsubscribe `token`: the token
 * item, and the subscriber item's `unsubscribeToken` (only if it has none yet).
 */
function unsubscribeTokenWrites(deps: Deps, email: string, token: string, createdAt: string) {
  return [
    {
      Put: {
        TableName: deps.table,
        Item: { ...mailTokenKey(hashToken(token)), kind: 'unsubscribe', email, createdAt },
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

/**
 * The reader's unsubscribe token, made on first use and the same ever after, so every link in
 * every email they were sent keeps working. It is kept on the subscriber item (to build links)
 * and as a token item (to find the reader from a link), both written in one transaction.
 * An address that was never a subscriber gets a bare item holding just its email and token.
 */
export async function unsubscribeTokenFor(deps: Deps, email: string): Promise<string> {
  const address = normaliseEmail(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { Item } = await deps.db.send(
      new GetCommand({ TableName: deps.table, Key: subscriberKey(address), ConsistentRead: true, ProjectionExpression: 'unsubscribeToken' }),
    );
    if (typeof Item?.unsubscribeToken === 'string') return Item.unsubscribeToken;
    const token = newToken();
    try {
      await deps.db.send(
        new TransactWriteCommand({
          TransactItems: unsubscribeTokenWrites(deps, address, token, deps.now().toISOString()),
        }),
      );
      return token;
    } catch (error) {
      // Another request made the token first (or was writing the item): read theirs.
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * (attempt + 1)));
    }
  }
  throw new Error('Could not create an unsubscribe token after 5 attempts');
}

/** Two writes per new token (token item, subscriber item): 25 tokens fill a 50-action transaction. */
const TOKENS_PER_TRANSACTION = 25;

/**
 * New unsubscribe tokens for `emails` (normalised addresses, none with a token yet), written
 * exactly as `unsubscribeTokenFor` writes one, 25 addresses per transaction. If another request
 * made one of these tokens meanwhile, the transaction fails and each of its addresses falls back
 * to `unsubscribeTokenFor`.
 */
export async function createUnsubscribeTokens(deps: Deps, emails: string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (let i = 0; i < emails.length; i += TOKENS_PER_TRANSACTION) {
    const group = emails.slice(i, i + TOKENS_PER_TRANSACTION).map((email) => ({ email, token: newToken() }));
    const createdAt = deps.now().toISOString();
    try {
      await deps.db.send(
        new TransactWriteCommand({ TransactItems: group.flatMap(({ email, token }) => unsubscribeTokenWrites(deps, email, token, createdAt)) }),
      );
      for (const { email, token } of group) tokens.set(email, token);
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      for (const { email } of group) tokens.set(email, await unsubscribeTokenFor(deps, email));
    }
  }
  return tokens;
}
