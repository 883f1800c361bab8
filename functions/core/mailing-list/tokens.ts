import { createHash, randomBytes } from 'node:crypto';
import { CONFIRMATION_LINK_DAYS } from '../../contract/mailing-list';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import {
  getMailToken,
  getUnsubscribeToken,
  putConfirmToken,
  putUnsubscribeTokens,
  UNSUBSCRIBE_TOKENS_PER_TRANSACTION,
  type TokenKind,
} from '../../entities/mail-token';

/**
 * Tokens of emailed links (confirm, unsubscribe): 256 random bits, base64url. The table keeps only
 * their SHA-256, as the key of a token item, so a token can be neither guessed nor derived from
 * what is stored, and a look-up is one GetItem.
 */
export type { TokenKind };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The instant `days` after `at`. */
export const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** The pseudonym an erasure keeps of an address: its SHA-256 (as a link token's), enough to recognise it again and nothing more. */
export const emailHash = (email: string) => hashToken(normaliseEmail(email));
/** Exactly what `newToken` makes (32 random bytes, base64url): anything else is unknown without a read. */
export const isToken = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text);

/** A new token of a link that confirms something, valid for CONFIRMATION_LINK_DAYS. */
async function createLinkToken(
  deps: Deps,
  kind: Exclude<TokenKind, 'unsubscribe'>,
  fields: { email: string; name?: string; newEmail?: string },
): Promise<string> {
  const token = newToken();
  await putConfirmToken(
    deps,
    hashToken(token),
    {
      ...fields,
      createdAt: deps.now().toISOString(),
      validUntil: daysAfter(deps.now(), CONFIRMATION_LINK_DAYS),
    },
    kind,
  );
  return token;
}

/** A new confirmation token for `email`, carrying the sign-up's name. */
export const createConfirmToken = (deps: Deps, email: string, name?: string) =>
  createLinkToken(deps, 'confirm', { email, ...(name ? { name } : {}) });

/** A new token of the link that moves the subscription of `from` to `to` (sent to `to`). */
export const createChangeEmailToken = (deps: Deps, from: string, to: string) =>
  createLinkToken(deps, 'change-email', { email: from, newEmail: to });

/** A new token of the link that asks the current address `from` to approve the move to `to` (sent to `from`). */
export const createApproveEmailChangeToken = (deps: Deps, from: string, to: string) =>
  createLinkToken(deps, 'approve-email-change', { email: from, newEmail: to });

/**
 * `newEmail`: the address a change-email link moves to; `createdAt`: when the link was made;
 * `confirmedAt`: when a change-email link was confirmed from the new address; `retiredAt`: when the
 * reader moved away from the address an unsubscribe token was made for (it then only unsubscribes).
 */
type Found = {
  email: string;
  kind: TokenKind;
  createdAt?: string;
  newEmail?: string;
  confirmedAt?: string;
  retiredAt?: string;
};
export type TokenLookup =
  ({ state: 'valid'; name: string | null } & Found) | ({ state: 'expired' } & Found) | { state: 'unknown' };

/** What a token in a link stands for: a valid or expired token of this kind (or of one of these kinds), or nothing known. */
export async function lookUpToken(deps: Deps, token: string, kind: TokenKind | TokenKind[]): Promise<TokenLookup> {
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return { state: 'unknown' };
  const item = await getMailToken(deps, hashToken(token));
  if (!item || !(Array.isArray(kind) ? kind : [kind]).includes(item.kind)) return { state: 'unknown' };
  const found: Found = {
    email: item.email,
    kind: item.kind,
    ...(item.createdAt ? { createdAt: item.createdAt } : {}),
    ...(item.newEmail ? { newEmail: item.newEmail } : {}),
    ...(item.confirmedAt ? { confirmedAt: item.confirmedAt } : {}),
    ...(item.retiredAt ? { retiredAt: item.retiredAt } : {}),
  };
  if (item.validUntil !== undefined && item.validUntil < deps.now().getTime() / 1000)
    return { state: 'expired', ...found };
  return { state: 'valid', name: item.name ?? null, ...found };
}

/**
 * The reader's unsubscribe token, made on first use and the same until they move to another
 * address, so every link in every email they were sent keeps working (and after a move, still
 * unsubscribes them for OLD_UNSUBSCRIBE_LINK_DAYS). It is kept on the subscriber item (to build links)
 * and as a token item (to find the reader from a link), both written in one transaction.
 * An address that was never a subscriber gets a bare item holding just its email and token.
 */
export async function unsubscribeTokenFor(deps: Deps, email: string): Promise<string> {
  const address = normaliseEmail(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await getUnsubscribeToken(deps, address);
    if (existing) return existing;
    const token = newToken();
    const outcome = await putUnsubscribeTokens(
      deps,
      [{ email: address, token, tokenHash: hashToken(token) }],
      deps.now().toISOString(),
    );
    if (outcome.written) return token;
    // Another request made the token first (or was writing the item): read theirs.
    await new Promise((resolve) => setTimeout(resolve, 10 * (attempt + 1)));
  }
  throw new Error('Could not create an unsubscribe token after 5 attempts');
}

/**
 * New unsubscribe tokens for `emails` (normalised addresses, none with a token yet), written
 * exactly as `unsubscribeTokenFor` writes one, UNSUBSCRIBE_TOKENS_PER_TRANSACTION addresses per transaction. If another request
 * made one of these tokens meanwhile, the transaction fails and each of its addresses falls back
 * to `unsubscribeTokenFor`.
 */
export async function createUnsubscribeTokens(deps: Deps, emails: string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (let i = 0; i < emails.length; i += UNSUBSCRIBE_TOKENS_PER_TRANSACTION) {
    const group = emails.slice(i, i + UNSUBSCRIBE_TOKENS_PER_TRANSACTION).map((email) => {
      const token = newToken();
      return { email, token, tokenHash: hashToken(token) };
    });
    const outcome = await putUnsubscribeTokens(deps, group, deps.now().toISOString());
    for (const { email, token } of group)
      tokens.set(email, outcome.written ? token : await unsubscribeTokenFor(deps, email));
  }
  return tokens;
}
