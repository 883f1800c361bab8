import { pathOf } from '../../contract/define-route';
import {
  DELIVERABLE_EBOOKS,
  PERSONAL_LINK_MAX_DOWNLOADS,
  SHARED_LINK_MAX_DOWNLOADS,
  type EbookFilename,
} from '../../contract/downloads';
import { routes } from '../../contract/routes';
import { deliverableTitle } from './ebook-title';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import {
  countDownload,
  getLink,
  linkItem,
  putLinks,
  type DownloadLinkItem,
  type LinkKind,
  type LinkSource,
  type StoredLink,
} from '../../entities/download-link';
import { hashToken, isToken, newToken } from '../mailing-list/tokens';

/**
 * Download links (docs/DESIGN.md decision 5). A link is our own URL carrying a random 256-bit token;
 * the table keeps only the token's SHA-256 as the key of the link item, with the link's email,
 * file and expiry. Nothing but the token is read from the URL, so a link can be neither guessed,
 * forged nor given a longer life, and it works for its whole lifetime whatever the credentials
 * of the function that made it: the S3 URL is presigned only when the reader presses Download.
 */

export type { DownloadLinkItem, LinkKind, LinkSource };

const HOUR_MS = 60 * 60 * 1000;

export interface NewLink {
  token: string;
  url: string;
  expiresAt: Date;
  /** The link item, with its key, ready to be written. */
  item: StoredLink;
}

/** The link page's address on the site's own origin. */
export const downloadUrlOf = (deps: Pick<Deps, 'siteUrl'>, token: string) =>
  `${deps.siteUrl}${pathOf(routes.downloadPage, { token })}`;

/** A new link (not yet saved): valid `hours` from now. */
export function newLink(
  deps: Pick<Deps, 'siteUrl' | 'now'>,
  input: { kind: LinkKind; email?: string; filename: EbookFilename; hours: number; source: LinkSource; jobId?: string },
): NewLink {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + input.hours * HOUR_MS);
  const item = linkItem(hashToken(token), {
    kind: input.kind,
    ...(input.email ? { email: normaliseEmail(input.email) } : {}),
    filename: input.filename,
    createdAt: now.toISOString(),
    validUntil: expiresAt.toISOString(),
    downloads: 0,
    source: input.source,
    ...(input.jobId ? { jobId: input.jobId } : {}),
  });
  return { token, url: downloadUrlOf(deps, token), expiresAt, item };
}

/** Saves new links (each write conditional, so a token is never reused). */
export async function saveLinks(deps: Deps, links: NewLink[]): Promise<void> {
  await putLinks(
    deps,
    links.map((link) => link.item),
  );
}

/** How many downloads a link allows. */
export const maxDownloadsOf = (kind: LinkKind) =>
  kind === 'shared' ? SHARED_LINK_MAX_DOWNLOADS : PERSONAL_LINK_MAX_DOWNLOADS;

type FoundState = 'valid' | 'expired' | 'used-up';
export type FoundLink<State extends FoundState = FoundState> = { state: State; link: DownloadLinkItem; title: string };
export type LinkLookup = { state: 'unknown' } | FoundLink<'valid'> | FoundLink<'expired'> | FoundLink<'used-up'>;

/**
 * What a link's token stands for. Malformed, unknown and no-longer-deliverable links are all
 * 'unknown'; a link past its expiry is 'expired', one whose downloads are all taken 'used-up'.
 */
export async function lookUpLink(deps: Deps, token: string): Promise<LinkLookup> {
  if (!isToken(token)) return { state: 'unknown' };
  const link = await getLink(deps, hashToken(token));
  if (!link || !Object.hasOwn(DELIVERABLE_EBOOKS, link.filename)) return { state: 'unknown' };
  const title = await deliverableTitle(deps, link.filename);
  if (new Date(link.validUntil) <= deps.now()) return { state: 'expired', link, title };
  return (link.downloads ?? 0) >= maxDownloadsOf(link.kind)
    ? { state: 'used-up', link, title }
    : { state: 'valid', link, title };
}

/**
 * Counts one download on the link and, for a subscriber's link, on the reader's record of that
 * ebook, within the link's expiry and bound even under concurrent presses. False when the link
 * expired or was used up meanwhile.
 */
export function recordDownload(deps: Deps, token: string, link: DownloadLinkItem): Promise<boolean> {
  return countDownload(deps, hashToken(token), link, maxDownloadsOf(link.kind), deps.now().toISOString());
}
