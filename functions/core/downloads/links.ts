import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { pathOf } from '../../contract/define-route';
import { DELIVERABLE_EBOOKS, PERSONAL_LINK_MAX_DOWNLOADS, SHARED_LINK_MAX_DOWNLOADS, type EbookFilename } from '../../contract/downloads';
import { routes } from '../../contract/routes';
import type { Deps } from '../../lib/deps';
import { downloadLinkKey, normaliseEmail, subscriberDownloadKey } from '../../lib/keys';
import { hashToken, newToken } from '../newsletter/tokens';

/**
 * Download links (DESIGN.md decision 5). A link is our own URL carrying a random 256-bit token;
 * the table keeps only the token's SHA-256 as the key of the link item, with the link's email,
 * file and expiry. Nothing but the token is read from the URL, so a link can be neither guessed,
 * forged nor given a longer life, and it works for its whole lifetime whatever the credentials
 * of the function that made it: the S3 URL is presigned only when the reader presses Download.
 */

export type LinkKind = 'subscriber' | 'shared';
export type LinkSource = 'link' | 'email' | 'bulk-email';

export interface DownloadLinkItem {
  kind: LinkKind;
  email?: string;
  filename: EbookFilename;
  createdAt: string;
  /** The link works until this instant (ISO 8601). */
  validUntil: string;
  downloads: number;
  lastDownloadAt?: string;
  source: LinkSource;
  jobId?: string;
}

const HOUR_MS = 60 * 60 * 1000;
/** Expired links stay this long before TTL removes them, so they say "expired" rather than "unknown". */
const EXPIRED_KEPT_DAYS = 30;
/** Exactly what `newToken` makes: 32 random bytes, base64url. Anything else is unknown without a read. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** DynamoDB's limit of actions in one transaction. */
const TRANSACTION_MAX = 100;

export interface NewLink {
  token: string;
  url: string;
  expiresAt: Date;
  /** The link item, with its key, ready to be written. */
  item: Record<string, unknown> & DownloadLinkItem;
}

/** The link page's address on the site's own origin. */
export const downloadUrlOf = (deps: Pick<Deps, 'siteUrl'>, token: string) => `${deps.siteUrl}${pathOf(routes.downloadPage, { token })}`;

/** A new link (not yet saved): valid `hours` from now. */
export function newLink(
  deps: Pick<Deps, 'siteUrl' | 'now'>,
  input: { kind: LinkKind; email?: string; filename: EbookFilename; hours: number; source: LinkSource; jobId?: string },
): NewLink {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + input.hours * HOUR_MS);
  const item: NewLink['item'] = {
    ...downloadLinkKey(hashToken(token)),
    kind: input.kind,
    ...(input.email ? { email: normaliseEmail(input.email) } : {}),
    filename: input.filename,
    createdAt: now.toISOString(),
    validUntil: expiresAt.toISOString(),
    downloads: 0,
    source: input.source,
    ...(input.jobId ? { jobId: input.jobId } : {}),
    expiresAt: Math.floor(expiresAt.getTime() / 1000) + EXPIRED_KEPT_DAYS * 24 * 60 * 60,
  };
  return { token, url: downloadUrlOf(deps, token), expiresAt, item };
}

/** The write of a new link inside a transaction; it never overwrites an existing link. */
export function putLinkAction(deps: Pick<Deps, 'table'>, link: NewLink): NonNullable<TransactWriteCommandInput['TransactItems']>[number] {
  return { Put: { TableName: deps.table, Item: link.item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Saves links, up to 100 a transaction (each write conditional, so a token is never reused). */
export async function saveLinks(deps: Deps, links: NewLink[]): Promise<void> {
  for (let i = 0; i < links.length; i += TRANSACTION_MAX) {
    const group = links.slice(i, i + TRANSACTION_MAX);
    await deps.db.send(new TransactWriteCommand({ TransactItems: group.map((link) => putLinkAction(deps, link)) }));
  }
}

/** How many downloads a link allows. */
export const maxDownloadsOf = (kind: LinkKind) => (kind === 'shared' ? SHARED_LINK_MAX_DOWNLOADS : PERSONAL_LINK_MAX_DOWNLOADS);

type FoundState = 'valid' | 'expired' | 'used-up';
export type FoundLink<State extends FoundState = FoundState> = { state: State; link: DownloadLinkItem; title: string };
export type LinkLookup = { state: 'unknown' } | FoundLink<'valid'> | FoundLink<'expired'> | FoundLink<'used-up'>;

/**
 * What a link's token stands for. Malformed, unknown and no-longer-deliverable links are all
 * 'unknown'; a link past its expiry is 'expired', one whose downloads are all taken 'used-up'.
 */
export async function lookUpLink(deps: Deps, token: string): Promise<LinkLookup> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: downloadLinkKey(hashToken(token)), ConsistentRead: true }));
  const link = Item as DownloadLinkItem | undefined;
  if (!link || !Object.hasOwn(DELIVERABLE_EBOOKS, link.filename)) return { state: 'unknown' };
  const { title } = DELIVERABLE_EBOOKS[link.filename];
  if (new Date(link.validUntil) <= deps.now()) return { state: 'expired', link, title };
  return (link.downloads ?? 0) >= maxDownloadsOf(link.kind) ? { state: 'used-up', link, title } : { state: 'valid', link, title };
}

/**
 * Counts one download: on the link (count and last time) and, for a subscriber's link, on the
 * reader's record of that ebook, in one transaction whose condition keeps the link within its
 * expiry and its bound, so concurrent presses never pass either. False when the link expired or
 * was used up meanwhile.
 */
export async function recordDownload(deps: Deps, token: string, link: DownloadLinkItem): Promise<boolean> {
  const now = deps.now().toISOString();
  try {
    await deps.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: deps.table,
              Key: downloadLinkKey(hashToken(token)),
              UpdateExpression: 'ADD downloads :one SET lastDownloadAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND validUntil > :now AND (attribute_not_exists(downloads) OR downloads < :max)',
              ExpressionAttributeValues: { ':one': 1, ':now': now, ':max': maxDownloadsOf(link.kind) },
            },
          },
          ...(link.kind === 'subscriber' && link.email
            ? [
                {
                  Update: {
                    TableName: deps.table,
                    Key: subscriberDownloadKey(link.email, link.filename),
                    UpdateExpression:
                      'ADD downloads :one SET email = :email, filename = :filename, firstDownloadAt = if_not_exists(firstDownloadAt, :now), lastDownloadAt = :now',
                    ExpressionAttributeValues: { ':one': 1, ':now': now, ':email': link.email, ':filename': link.filename },
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((error as Error).name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
