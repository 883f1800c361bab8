import { LIBRARY_LINK_HOURS } from '../../contract/sales';
import { getLibraryLink, putLibraryLink, type LibraryLinkItem } from '../../entities/order';
import { epochSeconds } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { hashToken, isToken, newToken } from '../mailing-list/tokens';

/**
 * The emailed link to a reader's library ("My books"): a random token of which
 * the table keeps only the hash, for LIBRARY_LINK_HOURS, with a random reference for each order.
 */

const HOUR_MS = 60 * 60 * 1000;

/** A new link to the library of `email` listing the orders of `sessionIds`: its token, and until when it works. */
export async function newLibraryLink(
  deps: Deps,
  email: string,
  sessionIds: string[],
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + LIBRARY_LINK_HOURS * HOUR_MS);
  await putLibraryLink(deps, hashToken(token), {
    email,
    entries: Object.fromEntries(sessionIds.map((sessionId) => [newToken(), sessionId])),
    createdAt: now.toISOString(),
    expiresAt: epochSeconds(expiresAt),
  });
  return { token, expiresAt };
}

/** The link a token names: unknown (never made, erased, or mistyped), expired, or the library's address. */
export async function openLibraryLink(
  deps: Deps,
  token: string,
): Promise<{ state: 'unknown' } | { state: 'expired' } | { state: 'open'; link: LibraryLinkItem }> {
  if (!isToken(token)) return { state: 'unknown' };
  const link = await getLibraryLink(deps, hashToken(token));
  if (!link) return { state: 'unknown' };
  // DynamoDB deletes expired items some time after their TTL: the time is checked here. A link
  // stored before links kept their entries' references lists nothing: it offers a new one, as expired.
  const expired = link.expiresAt <= epochSeconds(deps.now()) || link.entries === undefined;
  return expired ? { state: 'expired' } : { state: 'open', link };
}
