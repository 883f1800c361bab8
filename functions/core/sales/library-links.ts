import { pathOf } from '../../contract/define-route';
import { routes } from '../../contract/routes';
import { LIBRARY_LINK_DAYS } from '../../contract/sales';
import { getLibraryLink, libraryLinkItem, putLibraryLink, type LibraryLinkItem } from '../../entities/order';
import { epochSeconds, expiresAfterDays } from '../../entities/table';
import type { Deps } from '../../lib/deps';
import { hashToken, isToken, newToken } from '../mailing-list/tokens';

/**
 * The emailed link to a reader's library: a random token of which the table keeps only the hash,
 * naming the address, for LIBRARY_LINK_DAYS. No password: whoever has the email has the library.
 */

export interface NewLibraryLink {
  token: string;
  /** The page's address on the site's own origin, as emails carry it. */
  url: string;
  expiresAt: Date;
  /** The link's item, with its key, ready to be written. */
  item: ReturnType<typeof libraryLinkItem>;
}

/** The library page's address for a token, on the site's own origin. */
export const libraryUrlOf = (deps: Pick<Deps, 'siteUrl'>, token: string) =>
  `${deps.siteUrl}${pathOf(routes.libraryPage, { token })}`;

/** A new link (not yet saved) to the library of `email`, working LIBRARY_LINK_DAYS from now. */
export function libraryLinkOf(deps: Pick<Deps, 'siteUrl' | 'now'>, email: string): NewLibraryLink {
  const token = newToken();
  const now = deps.now();
  const expiresAt = expiresAfterDays(now, LIBRARY_LINK_DAYS);
  return {
    token,
    url: libraryUrlOf(deps, token),
    expiresAt: new Date(expiresAt * 1000),
    item: libraryLinkItem(hashToken(token), { email, createdAt: now.toISOString(), expiresAt }),
  };
}

/** A new, saved link to the library of `email`. */
export async function newLibraryLink(deps: Deps, email: string): Promise<NewLibraryLink> {
  const link = libraryLinkOf(deps, email);
  const { pk: _pk, sk: _sk, ...item } = link.item;
  await putLibraryLink(deps, hashToken(link.token), item);
  return link;
}

/** The link a token names: unknown (never made, erased, or mistyped), expired, or the library's address. */
export async function openLibraryLink(
  deps: Deps,
  token: string,
): Promise<{ state: 'unknown' } | { state: 'expired' } | { state: 'open'; link: LibraryLinkItem }> {
  if (!isToken(token)) return { state: 'unknown' };
  const link = await getLibraryLink(deps, hashToken(token));
  if (!link) return { state: 'unknown' };
  // DynamoDB deletes expired items some time after their TTL: the time is checked here.
  return link.expiresAt <= epochSeconds(deps.now()) ? { state: 'expired' } : { state: 'open', link };
}
