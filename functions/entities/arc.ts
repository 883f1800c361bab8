import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationState, ArcPlatform, ArcRole } from '../contract/arc';
import { normaliseEmail } from '../lib/email-address';
import { readerPartition } from './subscriber';
import { batchGet, BY_KIND, conditionally, expiresAfterDays, queryAll, transact, updateIf, type Db, type Key, type TransactItem } from './table';

/**
 * The ARC team's items (issue 16). What belongs to a reader (their application, their
 * invitations) lives in the reader's partition, so erasing or moving a reader covers it. Books,
 * campaigns, link tokens and copies have partitions of their own. Lists come from the `by-kind`
 * index (sort key, then createdAt), which holds each kind newest first.
 */

export const APPLICATION_KIND = 'APPLICATION';
export const EBOOK_KIND = 'EBOOK';
export const ARC_CAMPAIGN_KIND = 'ARC_CAMPAIGN';
const INVITE_PREFIX = 'ARC_INVITE#';
export const inviteKindOf = (campaignId: string) => `${INVITE_PREFIX}${campaignId}`;

export interface HistoryEntry {
  at: string;
  state: ApplicationState;
  note?: string;
}
export interface ApplicationItem {
  email: string;
  name?: string;
  role: ArcRole;
  state: ApplicationState;
  createdAt: string;
  note?: string;
  history: HistoryEntry[];
}
export interface EbookVersionItem {
  version: number;
  key: string;
  uploadedAt: string;
  bytes: number;
  warnings: string[];
}
export interface EbookItem {
  id: string;
  title: string;
  coverBookId?: string;
  /** The catalogue download (DELIVERABLE_EBOOKS) this book is the file of. */
  filename?: string;
  watermarkDownloads: boolean;
  /** The catalogue book (content/books.ts) sold direct as this book's current EPUB (issue 29). */
  sellsBookId?: string;
  createdAt: string;
  versions: EbookVersionItem[];
}
export interface ArcCampaignItem {
  id: string;
  bookId: string;
  bookTitle: string;
  seats: number;
  deadline: string;
  instructions: string;
  platforms: ArcPlatform[];
  reminderDaysBefore: number;
  createdAt: string;
  invited: number;
  reviewed: number;
  remindersSentAt?: string;
}
export interface ReviewItem {
  url: string;
  platform: ArcPlatform;
  at: string;
}
export interface InviteItem {
  campaignId: string;
  email: string;
  name?: string;
  role?: ArcRole;
  createdAt: string;
  openedAt?: string;
  downloads: number;
  downloadedAt?: string;
  copyId?: string;
  remindedAt?: string;
  reviews: ReviewItem[];
  /** The hashes of the invitation's links (its own, then each reminder's): a reader who moves takes them along. */
  linkHashes?: string[];
  /** When the reader was taken off the team: the links no longer give the copy or take reports. */
  withdrawnAt?: string;
}
/** A private link's token (only its SHA-256 is stored): which reader of which campaign. */
export interface ArcLinkItem {
  email: string;
  campaignId: string;
  validUntil: string;
}
/** A watermarked copy: whose it is, so the leak lookup can name them. */
export interface CopyItem {
  copyId: string;
  /** The address the copy was made for (its ex-libris page names it); it never changes. */
  email: string;
  /** Where its reader is now, when they have moved since (see entities/reader-move.ts). */
  nowAt?: string;
  name?: string;
  bookId: string;
  bookTitle: string;
  version: number;
  key: string;
  campaignId?: string;
  preparedAt: string;
}
/**
 * What stays of a copy once its reader is erased (its file is deleted): the copy, the book, the
 * campaign and the reader's masked address, so the leak lookup can say whose it was without naming them.
 */
export type ErasedCopyItem = Pick<CopyItem, 'copyId' | 'bookId' | 'bookTitle' | 'version' | 'campaignId' | 'preparedAt'> & { maskedEmail: string; erasedAt: string };

export const applicationKey = (email: string): Key => ({ pk: readerPartition(email), sk: APPLICATION_KIND });
export const ebookKey = (id: string): Key => ({ pk: `EBOOK#${id}`, sk: EBOOK_KIND });
export const arcCampaignKey = (id: string): Key => ({ pk: `ARC#${id}`, sk: ARC_CAMPAIGN_KIND });
export const inviteKey = (email: string, campaignId: string): Key => ({ pk: readerPartition(email), sk: inviteKindOf(campaignId) });
export const arcLinkKey = (tokenHash: string): Key => ({ pk: `ARC_LINK#${tokenHash}`, sk: 'LINK' });
const COPY_PREFIX = 'COPY#';
const COPY_KIND = 'COPY';
export const copyKey = (copyId: string): Key => ({ pk: `${COPY_PREFIX}${copyId}`, sk: COPY_KIND });

async function getItem<T>(deps: Db, key: Key): Promise<T | undefined> {
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: key, ConsistentRead: true }));
  return Item as T | undefined;
}

/** Every item of one kind, newest first: the index gives the keys, a batch read the items. */
async function itemsOfKind<T>(deps: Db, kind: string, attributes: readonly string[]): Promise<T[]> {
  const keys = await queryAll<Key & { createdAt: string }>(deps, {
    TableName: deps.table,
    IndexName: BY_KIND.name,
    KeyConditionExpression: `${BY_KIND.partitionKey} = :kind`,
    ExpressionAttributeValues: { ':kind': kind },
    ProjectionExpression: 'pk, sk, createdAt',
    ScanIndexForward: false,
  });
  const items = await batchGet<T & { createdAt: string }>(deps, keys.map(({ pk, sk }) => ({ pk, sk })), [...attributes, 'createdAt']);
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

// ---- applications ------------------------------------------------------------------------

const APPLICATION_FIELDS = ['email', 'name', 'role', 'state', 'note', 'history'] as const;

/** A new application; false (nothing written) when the reader has applied before. */
export const putApplication = (deps: Db, item: ApplicationItem) =>
  conditionally(
    deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...applicationKey(item.email), ...item }, ConditionExpression: 'attribute_not_exists(pk)' })),
  );
export const getApplication = (deps: Db, email: string) => getItem<ApplicationItem>(deps, applicationKey(email));
export const listApplicationItems = (deps: Db) => itemsOfKind<ApplicationItem>(deps, APPLICATION_KIND, APPLICATION_FIELDS);

/** The author's decision, appended to the history; undefined when there is no application. */
export async function decide(deps: Db, email: string, entry: HistoryEntry): Promise<ApplicationItem | undefined> {
  const outcome = await updateIf(deps, {
    Key: applicationKey(email),
    UpdateExpression: 'SET #state = :state, history = list_append(history, :entry), decidedAt = :at' + (entry.note ? ', note = :note' : ' REMOVE note'),
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':state': entry.state, ':entry': [entry], ':at': entry.at, ...(entry.note ? { ':note': entry.note } : {}) },
    ReturnValues: 'ALL_NEW',
  });
  return outcome?.attributes as ApplicationItem | undefined;
}

// ---- books -------------------------------------------------------------------------------

const EBOOK_FIELDS = ['id', 'title', 'coverBookId', 'filename', 'watermarkDownloads', 'sellsBookId', 'versions'] as const;

export const putEbook = (deps: Db, item: EbookItem) =>
  conditionally(deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...ebookKey(item.id), ...item }, ConditionExpression: 'attribute_not_exists(pk)' })));
export const getEbook = (deps: Db, id: string) => getItem<EbookItem>(deps, ebookKey(id));
export const listEbookItems = (deps: Db) => itemsOfKind<EbookItem>(deps, EBOOK_KIND, EBOOK_FIELDS);

/** Appends a version, if the book still has `versionCount` versions (so two uploads never take one number). */
export async function appendVersion(deps: Db, id: string, version: EbookVersionItem, versionCount: number): Promise<EbookItem | undefined> {
  const outcome = await updateIf(deps, {
    Key: ebookKey(id),
    UpdateExpression: 'SET versions = list_append(versions, :version)',
    ConditionExpression: 'attribute_exists(pk) AND size(versions) = :count',
    ExpressionAttributeValues: { ':version': [version], ':count': versionCount },
    ReturnValues: 'ALL_NEW',
  });
  return outcome?.attributes as EbookItem | undefined;
}

export async function updateEbookItem(
  deps: Db,
  id: string,
  change: { title?: string; coverBookId?: string | null; watermarkDownloads?: boolean; sellsBookId?: string | null },
): Promise<EbookItem | undefined> {
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = {};
  const assign = (name: string, value: unknown) => {
    set.push(`${name} = :${name}`);
    values[`:${name}`] = value;
  };
  if (change.title !== undefined) assign('title', change.title);
  if (change.watermarkDownloads !== undefined) assign('watermarkDownloads', change.watermarkDownloads);
  if (change.coverBookId === null) remove.push('coverBookId');
  else if (change.coverBookId !== undefined) assign('coverBookId', change.coverBookId);
  if (change.sellsBookId === null) remove.push('sellsBookId');
  else if (change.sellsBookId !== undefined) assign('sellsBookId', change.sellsBookId);
  if (!set.length && !remove.length) return getEbook(deps, id);
  const outcome = await updateIf(deps, {
    Key: ebookKey(id),
    UpdateExpression: [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : ''].join(' ').trim(),
    ConditionExpression: 'attribute_exists(pk)',
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    ReturnValues: 'ALL_NEW',
  });
  return outcome?.attributes as EbookItem | undefined;
}

// ---- campaigns and invitations -----------------------------------------------------------

const CAMPAIGN_FIELDS = ['id', 'bookId', 'bookTitle', 'seats', 'deadline', 'instructions', 'platforms', 'reminderDaysBefore', 'invited', 'reviewed', 'remindersSentAt'] as const;
const INVITE_FIELDS = [
  'campaignId',
  'email',
  'name',
  'role',
  'openedAt',
  'downloads',
  'downloadedAt',
  'copyId',
  'remindedAt',
  'reviews',
  'withdrawnAt',
] as const;

export async function putArcCampaign(deps: Db, item: ArcCampaignItem): Promise<void> {
  await deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...arcCampaignKey(item.id), ...item }, ConditionExpression: 'attribute_not_exists(pk)' }));
}
export const getArcCampaignItem = (deps: Db, id: string) => getItem<ArcCampaignItem>(deps, arcCampaignKey(id));
export const listArcCampaignItems = (deps: Db) => itemsOfKind<ArcCampaignItem>(deps, ARC_CAMPAIGN_KIND, CAMPAIGN_FIELDS);
export const invitesOf = (deps: Db, campaignId: string) => itemsOfKind<InviteItem>(deps, inviteKindOf(campaignId), INVITE_FIELDS);
export const getInvite = (deps: Db, email: string, campaignId: string) => getItem<InviteItem>(deps, inviteKey(email, campaignId));

/** A reader's invitations, every campaign (their partition). */
export const invitesOfReader = (deps: Db, email: string) =>
  queryAll<InviteItem>(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': readerPartition(email), ':prefix': INVITE_PREFIX },
    ConsistentRead: true,
  });

/**
 * One invitation in one transaction: the reader's invitation (never twice), their link, and a seat
 * taken on the campaign, only while seats are left. 'full' or 'invited-before' when refused.
 */
export async function putInvite(
  deps: Db,
  invite: InviteItem,
  link: ArcLinkItem & { tokenHash: string },
  seats: number,
): Promise<'invited' | 'full' | 'invited-before'> {
  const { tokenHash, ...linkItem } = link;
  const items: TransactItem[] = [
    { Put: { TableName: deps.table, Item: { ...inviteKey(invite.email, invite.campaignId), ...invite, linkHashes: [tokenHash] }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: arcLinkPut(deps, tokenHash, linkItem) },
    {
      Update: {
        TableName: deps.table,
        Key: arcCampaignKey(invite.campaignId),
        UpdateExpression: 'ADD invited :one',
        ConditionExpression: 'attribute_exists(pk) AND invited < :seats',
        ExpressionAttributeValues: { ':one': 1, ':seats': seats },
      },
    },
  ];
  const outcome = await transact(deps, items);
  if (outcome.written) return 'invited';
  if (outcome.failedIndex === 0) return 'invited-before';
  if (outcome.failedIndex === 2) return 'full';
  throw new Error('A new ARC link collided with an existing one');
}

/** A link item's write: never over another link; kept a month past its end so it says "expired" (TTL). */
const arcLinkPut = (deps: Db, tokenHash: string, link: ArcLinkItem) => ({
  TableName: deps.table,
  Item: { ...arcLinkKey(tokenHash), ...link, email: normaliseEmail(link.email), expiresAt: expiresAfterDays(new Date(link.validUntil), 30) },
  ConditionExpression: 'attribute_not_exists(pk)',
});

/** A further link to the same invitation (the reminder's), listed on the invitation. */
export async function addArcLink(deps: Db, tokenHash: string, link: ArcLinkItem): Promise<void> {
  const outcome = await transact(deps, [
    { Put: arcLinkPut(deps, tokenHash, link) },
    {
      Update: {
        TableName: deps.table,
        Key: inviteKey(link.email, link.campaignId),
        UpdateExpression: 'SET linkHashes = list_append(if_not_exists(linkHashes, :none), :hash)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':none': [], ':hash': [tokenHash] },
      },
    },
  ]);
  if (!outcome.written) throw new Error(outcome.failedIndex === 0 ? 'A new ARC link collided with an existing one' : 'The invitation of a new ARC link is gone');
}

export const getArcLink = (deps: Db, tokenHash: string) => getItem<ArcLinkItem>(deps, arcLinkKey(tokenHash));

/** Notes the first opening of the link page. */
export async function markOpened(deps: Db, email: string, campaignId: string, at: string): Promise<void> {
  await updateIf(deps, {
    Key: inviteKey(email, campaignId),
    UpdateExpression: 'SET openedAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(openedAt)',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** Counts one download, under the bound; false when the link's downloads are used up. */
export async function countArcDownload(deps: Db, email: string, campaignId: string, max: number, at: string): Promise<boolean> {
  const outcome = await updateIf(deps, {
    Key: inviteKey(email, campaignId),
    UpdateExpression: 'ADD downloads :one SET downloadedAt = if_not_exists(downloadedAt, :at), openedAt = if_not_exists(openedAt, :at)',
    ConditionExpression: 'attribute_exists(pk) AND downloads < :max',
    ExpressionAttributeValues: { ':one': 1, ':max': max, ':at': at },
  });
  return outcome !== null;
}

/** Withdraws an invitation, once, and gives its seat back; false when it is gone or withdrawn already. */
export async function withdrawInvite(deps: Db, email: string, campaignId: string, at: string): Promise<boolean> {
  const outcome = await transact(deps, [
    {
      Update: {
        TableName: deps.table,
        Key: inviteKey(email, campaignId),
        UpdateExpression: 'SET withdrawnAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(withdrawnAt)',
        ExpressionAttributeValues: { ':at': at },
      },
    },
    { Update: { TableName: deps.table, Key: arcCampaignKey(campaignId), UpdateExpression: 'ADD invited :less', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':less': -1 } } },
  ]);
  return outcome.written;
}

/** Ties the reader's watermarked copy to the invitation, once; false when another press got there first. */
export async function setInviteCopy(deps: Db, email: string, campaignId: string, copyId: string): Promise<boolean> {
  const outcome = await updateIf(deps, {
    Key: inviteKey(email, campaignId),
    UpdateExpression: 'SET copyId = :copy',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(copyId)',
    ExpressionAttributeValues: { ':copy': copyId },
  });
  return outcome !== null;
}

/** Records a review (at most `max` a reader) and, on the reader's first, counts it on the campaign. */
export async function addReview(deps: Db, email: string, campaignId: string, review: ReviewItem, max: number): Promise<boolean> {
  const outcome = await updateIf(deps, {
    Key: inviteKey(email, campaignId),
    UpdateExpression: 'SET reviews = list_append(reviews, :review)',
    ConditionExpression: 'attribute_exists(pk) AND size(reviews) < :max',
    ExpressionAttributeValues: { ':review': [review], ':max': max },
    ReturnValues: 'UPDATED_OLD',
  });
  if (!outcome) return false;
  const before = (outcome.attributes?.reviews as unknown[] | undefined) ?? [];
  if (before.length === 0) {
    await updateIf(deps, { Key: arcCampaignKey(campaignId), UpdateExpression: 'ADD reviewed :one', ExpressionAttributeValues: { ':one': 1 } });
  }
  return true;
}

export async function markReminded(deps: Db, email: string, campaignId: string, at: string): Promise<void> {
  await updateIf(deps, { Key: inviteKey(email, campaignId), UpdateExpression: 'SET remindedAt = :at', ExpressionAttributeValues: { ':at': at } });
}

/** Claims a campaign's scheduled reminders, once (so two scheduler runs never both send). */
export async function claimReminders(deps: Db, campaignId: string, at: string): Promise<boolean> {
  const outcome = await updateIf(deps, {
    Key: arcCampaignKey(campaignId),
    UpdateExpression: 'SET remindersSentAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(remindersSentAt)',
    ExpressionAttributeValues: { ':at': at },
  });
  return outcome !== null;
}

// ---- copies ------------------------------------------------------------------------------

/**
 * A copy's record. Its `createdAt` (when it was prepared) files it in the by-kind index, so the
 * leak lookup can list every copy a passage's typographic mark may name (copies made before that
 * mark have neither).
 */
export async function putCopy(deps: Db, item: CopyItem): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.table,
      Item: { ...copyKey(item.copyId), ...item, email: normaliseEmail(item.email), createdAt: item.preparedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
export const getCopy = (deps: Db, copyId: string) => getItem<CopyItem | ErasedCopyItem>(deps, copyKey(copyId));
export const isCopyItem = (item: Key): boolean => item.pk.startsWith(COPY_PREFIX) && item.sk === COPY_KIND;

/** The copy's record in place of the reader's: only what ErasedCopyItem keeps. */
export async function putErasedCopy(deps: Db, item: ErasedCopyItem): Promise<void> {
  await deps.db.send(new PutCommand({ TableName: deps.table, Item: { ...copyKey(item.copyId), ...item, createdAt: item.preparedAt } }));
}

/** The id of every copy in the by-kind index (see putCopy), erased ones included. */
export async function listCopyIds(deps: Db): Promise<string[]> {
  const keys = await queryAll<Key>(deps, {
    TableName: deps.table,
    IndexName: BY_KIND.name,
    KeyConditionExpression: `${BY_KIND.partitionKey} = :kind`,
    ExpressionAttributeValues: { ':kind': COPY_KIND },
    ProjectionExpression: 'pk',
  });
  return keys.map((key) => key.pk.slice(COPY_PREFIX.length));
}

/** When the reader first downloaded their copy of a campaign. */
export const getInviteDownload = async (deps: Db, email: string, campaignId: string) => (await getInvite(deps, email, campaignId))?.downloadedAt;
