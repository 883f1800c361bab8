import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { GSI1, queryAll, transact, type Db, type Key, type TransactItem, type TransactOutcome } from './table';

/**
 * Blog posts. Every post sits in the one `POSTS` partition (one author: hundreds of posts at
 * most), so the administration list is one query and a post by id one GetItem. Published posts
 * are also in gsi1 under `POSTS#published`, sorted by `<post date as ISO>#<id>`; the gsi1
 * attributes exist only while a post is published, so drafts never reach the public index.
 * A slug belongs to one post through its claim item, written in the same transaction as the post
 * (condition: no claim yet), so two posts can never share a slug.
 */
export interface PostRecord {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  coverImage: string | null;
  category: string | null;
  tags: string[];
  isPublished: boolean;
  isFeatured: boolean;
  publishedDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every write; a write expecting another version lost a race and is refused. */
  version: number;
}

const POSTS_PARTITION = 'POSTS';
const PUBLISHED_PARTITION = 'POSTS#published';
export const blogPostKey = (id: string): Key => ({ pk: POSTS_PARTITION, sk: `POST#${id}` });
export const blogSlugClaimKey = (slug: string): Key => ({ pk: `POST_SLUG#${slug}`, sk: 'CLAIM' });

/** The instant a post is dated by: its published date (a bare date is midnight UTC), else its creation. */
export function postDate(post: Pick<PostRecord, 'publishedDate' | 'createdAt'>): string {
  if (!post.publishedDate) return post.createdAt;
  return /^\d{4}-\d{2}-\d{2}$/.test(post.publishedDate)
    ? `${post.publishedDate}T00:00:00.000Z`
    : new Date(post.publishedDate).toISOString();
}

/** The table item: the post's key, and the published index's key only while it is published. */
function toItem(record: PostRecord) {
  return {
    ...blogPostKey(record.id),
    type: 'BlogPost',
    ...record,
    ...(record.isPublished
      ? { [GSI1.partitionKey]: PUBLISHED_PARTITION, [GSI1.sortKey]: `${postDate(record)}#${record.id}` }
      : {}),
  };
}

function fromItem(item: Record<string, unknown>): PostRecord {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...record } = item;
  return record as unknown as PostRecord;
}

const queryPosts = async (deps: Db, input: QueryCommandInput) => (await queryAll(deps, input)).map(fromItem);

export async function getPost({ db, table }: Db, id: string): Promise<PostRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table, Key: blogPostKey(id), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** The id of the post holding the slug's claim; `cheap` reads eventually consistent. */
export async function getSlugOwner({ db, table }: Db, slug: string, cheap = false): Promise<string | null> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: table,
      Key: blogSlugClaimKey(slug),
      ...(cheap ? { ProjectionExpression: 'postId' } : { ConsistentRead: true }),
    }),
  );
  return typeof Item?.postId === 'string' ? Item.postId : null;
}

/** The post's one flag, eventually consistent (analytics asks on every blog pageview). */
export async function isPostPublished({ db, table }: Db, id: string): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({ TableName: table, Key: blogPostKey(id), ProjectionExpression: 'isPublished' }),
  );
  return Item?.isPublished === true;
}

/** Published posts, newest first, from the published index (drafts are never in it). */
export const queryPublishedPosts = (deps: Db) =>
  queryPosts(deps, {
    TableName: deps.table,
    IndexName: GSI1.name,
    KeyConditionExpression: `${GSI1.partitionKey} = :published`,
    ExpressionAttributeValues: { ':published': PUBLISHED_PARTITION },
    ScanIndexForward: false,
  });

/** Every post, drafts included, in no particular order. */
export const queryAllPosts = (deps: Db) =>
  queryPosts(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :posts AND begins_with(sk, :post)',
    ExpressionAttributeValues: { ':posts': POSTS_PARTITION, ':post': 'POST#' },
    ConsistentRead: true,
  });

/** One write of a post change; `transact` runs them as one, answering whose condition failed. */
export type PostWrite = TransactItem;

export const claimSlug = ({ table }: Db, slug: string, postId: string): PostWrite => ({
  Put: {
    TableName: table,
    Item: { ...blogSlugClaimKey(slug), type: 'BlogSlugClaim', slug, postId },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const releaseSlug = ({ table }: Db, slug: string, postId: string): PostWrite => ({
  Delete: {
    TableName: table,
    Key: blogSlugClaimKey(slug),
    ConditionExpression: 'postId = :id',
    ExpressionAttributeValues: { ':id': postId },
  },
});

/** Writes the post if it is still at `expectedVersion` (null: if it does not exist yet). */
export const putPost = ({ table }: Db, record: PostRecord, expectedVersion: number | null): PostWrite => ({
  Put: {
    TableName: table,
    Item: toItem(record),
    ...(expectedVersion === null
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } }),
  },
});

/** Deletes the post if it is still at `expectedVersion`. */
export const deletePostAt = ({ table }: Db, id: string, expectedVersion: number): PostWrite => ({
  Delete: {
    TableName: table,
    Key: blogPostKey(id),
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': expectedVersion },
  },
});

export const writePost = (deps: Db, writes: PostWrite[]): Promise<TransactOutcome> => transact(deps, writes);
