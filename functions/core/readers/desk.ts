import {
  READERS_PAGE_SIZE,
  readerIdOf,
  type ReaderDetail,
  type ReaderFilter,
  type ReaderPage,
  type ReaderRow,
  type ReaderSearch,
  type ReaderState,
} from '../../contract/readers';
import { arcHistoryOf } from '../arc/rounds';
import { buyerOrders } from '../sales/desk';
import type { Deps } from '../../lib/deps';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import {
  positionOf,
  profilesNewestFirst,
  readerRecords,
  setTags,
  type ProfilePosition,
  type DeskField,
  type ProfileRow,
} from '../../entities/reader-desk';
import type { Subscriber } from '../../entities/subscriber';
import type { SentMail } from '../../entities/sent-mail';

/**
 * The subscriber desk's reads: readers newest first, searched and filtered,
 * a page at a time; one reader's whole record; tags. Reads the `by-kind` index, which holds
 * only what a list row shows, so a page of 50 out of 10,000 readers costs a read or two.
 */

/** Index items read per DynamoDB call while filling a page (a search reads on until the page is full). */
const READ_BATCH = 500;

export function stateOf(reader: Pick<Subscriber, 'status' | 'suppressed'>): ReaderState {
  if (reader.suppressed) return 'suppressed';
  return reader.status ?? 'pending';
}

const sorted = (values: Set<string> | undefined) => [...(values ?? [])].sort();

export const rowOf = (reader: Pick<Subscriber, DeskField | 'createdAt'>): ReaderRow => ({
  id: readerIdOf(reader.email),
  email: reader.email,
  ...(reader.name ? { name: reader.name } : {}),
  state: stateOf(reader),
  lists: sorted(reader.groups),
  tags: sorted(reader.tags),
  sources: sorted(reader.sources),
  createdAt: reader.createdAt ?? '',
  ...(reader.confirmedAt ? { confirmedAt: reader.confirmedAt } : {}),
});

function matcher(filter: ReaderFilter): (row: ProfileRow) => boolean {
  const query = filter.query?.toLowerCase();
  return (row) =>
    (!query || row.email.includes(query) || !!row.name?.toLowerCase().includes(query)) &&
    (!filter.state || stateOf(row) === filter.state) &&
    (!filter.source || !!row.sources?.has(filter.source)) &&
    (!filter.list || !!row.groups?.has(filter.list)) &&
    (!filter.tag || !!row.tags?.has(filter.tag));
}

const dayRange = (filter: ReaderFilter) => ({
  ...(filter.from ? { from: `${filter.from}T00:00:00.000Z` } : {}),
  ...(filter.to ? { to: `${filter.to}T23:59:59.999Z` } : {}),
});

const encodeCursor = (position: ProfilePosition) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(cursor: string): ProfilePosition {
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { pk, sk, createdAt } = position;
    if (
      typeof pk === 'string' &&
      typeof sk === 'string' &&
      typeof createdAt === 'string' &&
      Object.keys(position).length === 3
    )
      return { pk, sk, createdAt };
  } catch {
    // Answered below.
  }
  throw new BadRequestError('That page of readers cannot be found any more. Search again from the first page.');
}

/** Every reader matching `filter`, newest first, as they are read (for export and counts). */
export async function* matchingReaders(
  deps: Deps,
  filter: ReaderFilter,
  after?: ProfilePosition,
): AsyncGenerator<ProfileRow> {
  const matches = matcher(filter);
  for await (const page of profilesNewestFirst(deps, { ...dayRange(filter), after, pageSize: READ_BATCH })) {
    for (const row of page) if (matches(row)) yield row;
  }
}

/** One page of readers matching the search, and where the next page starts (absent on the last). */
export async function searchReaders(deps: Deps, search: ReaderSearch & { cursor?: string }): Promise<ReaderPage> {
  const { cursor, limit = READERS_PAGE_SIZE, ...filter } = search;
  const rows: ProfileRow[] = [];
  let more = false;
  for await (const row of matchingReaders(deps, filter, cursor ? decodeCursor(cursor) : undefined)) {
    if (rows.length === limit) {
      more = true;
      break;
    }
    rows.push(row);
  }
  return { readers: rows.map(rowOf), ...(more ? { nextCursor: encodeCursor(positionOf(rows.at(-1)!)) } : {}) };
}

const outcomeOf = (mail: SentMail): ReaderDetail['mails'][number]['outcome'] =>
  mail.complainedAt
    ? 'complained'
    : mail.bouncedAt
      ? 'bounced'
      : mail.clickedAt
        ? 'clicked'
        : mail.openedAt
          ? 'opened'
          : mail.deliveredAt
            ? 'delivered'
            : 'sent';

/** A reader's whole record; a buyer's orders when the address bought but never signed up; 404 when neither. */
export async function readerDetail(deps: Deps, email: string): Promise<ReaderDetail> {
  const { profile, consents, mails, downloads } = await readerRecords(deps, email);
  if (!profile?.status) return buyerDetail(deps, email);
  return {
    ...rowOf(profile),
    ...(profile.unsubscribedAt ? { unsubscribedAt: profile.unsubscribedAt } : {}),
    ...(profile.suppressedAt ? { suppressedAt: profile.suppressedAt } : {}),
    ...(profile.suppressionReason ? { suppressionReason: profile.suppressionReason } : {}),
    consents: consents.map(({ at, source, consentText, consentVersion, doubleOptIn }) => ({
      at,
      source,
      consentText,
      consentVersion,
      doubleOptIn,
    })),
    mails: mails
      .map((mail) => ({
        subject: mail.subject,
        sentAt: mail.sentAt,
        ...(mail.campaignId ? { campaignId: mail.campaignId } : {}),
        outcome: outcomeOf(mail),
      }))
      .reverse(),
    downloads: downloads.map(({ filename, downloads: count, firstDownloadAt, lastDownloadAt }) => ({
      filename,
      downloads: count,
      firstDownloadAt,
      lastDownloadAt,
    })),
    arc: await arcHistoryOf(deps, email),
    orders: await buyerOrders(deps, email),
  };
}

/** Buying subscribes no one: a buyer off the list has a record of their orders alone. */
async function buyerDetail(deps: Deps, email: string): Promise<ReaderDetail> {
  const orders = await buyerOrders(deps, email);
  if (!orders.length) throw new NotFoundError('No reader with that address is on your list.');
  return {
    id: readerIdOf(email),
    email,
    state: 'buyer',
    lists: [],
    tags: [],
    sources: [],
    createdAt: orders.at(-1)!.createdAt,
    consents: [],
    mails: [],
    downloads: [],
    arc: await arcHistoryOf(deps, email),
    orders,
  };
}

export async function setReaderTags(deps: Deps, email: string, tags: string[]): Promise<ReaderDetail> {
  if (!(await setTags(deps, email, tags, deps.now().toISOString())))
    throw new NotFoundError('No reader with that address is on your list.');
  return readerDetail(deps, email);
}

/** Every tag in use, with how many readers carry it, most used first. */
export async function tagCounts(deps: Deps): Promise<{ tag: string; readers: number }[]> {
  const counts = new Map<string, number>();
  for await (const row of matchingReaders(deps, {}))
    for (const tag of row.tags ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, readers]) => ({ tag, readers }))
    .sort((a, b) => b.readers - a.readers || a.tag.localeCompare(b.tag));
}
