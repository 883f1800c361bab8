import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../lib/deps';
import { queryAll } from '../../lib/query-all';
import { tableSchema } from '../../entities/table';
import { BLOG_POSTS_PARTITION, BLOG_PUBLISHED_PARTITION, blogPostKey, blogSlugClaimKey } from '../../lib/keys';
import { fromItem, newestFirst, type PostRecord } from './post-record';

type Db = Pick<Deps, 'db' | 'table'>;

async function queryPosts(deps: Db, input: QueryCommandInput): Promise<PostRecord[]> {
  return (await queryAll(deps, input)).map(fromItem);
}

export async function findPostById({ db, table }: Db, id: string): Promise<PostRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table, Key: blogPostKey(id), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** The post that holds the slug's claim, published or not. */
export async function findPostBySlug(deps: Db, slug: string): Promise<PostRecord | null> {
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: blogSlugClaimKey(slug), ConsistentRead: true }));
  const postId = Item?.postId;
  return typeof postId === 'string' ? findPostById(deps, postId) : null;
}

/** Only a published post: a draft is as absent as an unknown slug. */
export async function findPublishedPostBySlug(deps: Db, slug: string): Promise<PostRecord | null> {
  const post = await findPostBySlug(deps, slug);
  return post?.isPublished ? post : null;
}

/** Whether a published post has this slug, cheaply: the claim and the post's one flag, eventually consistent (analytics asks on every blog pageview). */
export async function isPublishedSlug(deps: Db, slug: string): Promise<boolean> {
  const { Item: claim } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: blogSlugClaimKey(slug), ProjectionExpression: 'postId' }));
  if (typeof claim?.postId !== 'string') return false;
  const { Item: post } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: blogPostKey(claim.postId), ProjectionExpression: 'isPublished' }));
  return post?.isPublished === true;
}

/** Published posts, newest first, from the published index (drafts are never in it). */
export function listPublishedPosts(deps: Db): Promise<PostRecord[]> {
  return queryPosts(deps, {
    TableName: deps.table,
    IndexName: tableSchema.globalIndexes[0].name,
    KeyConditionExpression: `${tableSchema.globalIndexes[0].partitionKey} = :published`,
    ExpressionAttributeValues: { ':published': BLOG_PUBLISHED_PARTITION },
    ScanIndexForward: false,
  });
}

/** Every post, drafts included, newest first: the author's administration list. */
export async function listAllPosts(deps: Db): Promise<PostRecord[]> {
  const posts = await queryPosts(deps, {
    TableName: deps.table,
    KeyConditionExpression: 'pk = :posts AND begins_with(sk, :post)',
    ExpressionAttributeValues: { ':posts': BLOG_POSTS_PARTITION, ':post': 'POST#' },
    ConsistentRead: true,
  });
  return posts.sort(newestFirst);
}
