import type { ArcPlatform, ArcRole } from '../contract/arc';
import { arcRoundKey } from './arc-round';
import { arcLinkPut, type ArcLinkItem } from './arc-link';
import { readerPartition } from './subscriber';
import { getItem, itemsOfKind, queryAll, transact, updateIf, type Db, type Key, type TransactItem } from './table';

/**
 * A reader's invitation to an ARC round, with their reviews, in the reader's partition (so
 * erasing or moving a reader covers it); its private links are arc-link.ts, its round
 * arc-round.ts. Lists come from the `by-kind` index, which holds each kind newest first.
 */

const INVITE_PREFIX = 'ARC_INVITE#';
export const inviteKindOf = (campaignId: string) => `${INVITE_PREFIX}${campaignId}`;

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

export const inviteKey = (email: string, campaignId: string): Key => ({
  pk: readerPartition(email),
  sk: inviteKindOf(campaignId),
});

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

export const invitesOf = (deps: Db, campaignId: string) =>
  itemsOfKind<InviteItem>(deps, inviteKindOf(campaignId), INVITE_FIELDS);
export const getInvite = (deps: Db, email: string, campaignId: string) =>
  getItem<InviteItem>(deps, inviteKey(email, campaignId));

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
    {
      Put: {
        TableName: deps.table,
        Item: { ...inviteKey(invite.email, invite.campaignId), ...invite, linkHashes: [tokenHash] },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: arcLinkPut(deps, tokenHash, linkItem) },
    {
      Update: {
        TableName: deps.table,
        Key: arcRoundKey(invite.campaignId),
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
  if (!outcome.written)
    throw new Error(
      outcome.failedIndex === 0
        ? 'A new ARC link collided with an existing one'
        : 'The invitation of a new ARC link is gone',
    );
}

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
export async function countArcDownload(
  deps: Db,
  email: string,
  campaignId: string,
  max: number,
  at: string,
): Promise<boolean> {
  const outcome = await updateIf(deps, {
    Key: inviteKey(email, campaignId),
    UpdateExpression:
      'ADD downloads :one SET downloadedAt = if_not_exists(downloadedAt, :at), openedAt = if_not_exists(openedAt, :at)',
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
    {
      Update: {
        TableName: deps.table,
        Key: arcRoundKey(campaignId),
        UpdateExpression: 'ADD invited :less',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':less': -1 },
      },
    },
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
export async function addReview(
  deps: Db,
  email: string,
  campaignId: string,
  review: ReviewItem,
  max: number,
): Promise<boolean> {
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
    await updateIf(deps, {
      Key: arcRoundKey(campaignId),
      UpdateExpression: 'ADD reviewed :one',
      ExpressionAttributeValues: { ':one': 1 },
    });
  }
  return true;
}

export async function markReminded(deps: Db, email: string, campaignId: string, at: string): Promise<void> {
  await updateIf(deps, {
    Key: inviteKey(email, campaignId),
    UpdateExpression: 'SET remindedAt = :at',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** When the reader first downloaded their copy of a campaign. */
export const getInviteDownload = async (deps: Db, email: string, campaignId: string) =>
  (await getInvite(deps, email, campaignId))?.downloadedAt;
