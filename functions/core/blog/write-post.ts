import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { slugOf, type ValidBlogPostInput } from '../../contract/blog';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { blogPostKey, blogSlugClaimKey } from '../../lib/keys';
import { newRecord, toItem, type PostRecord } from './post-record';
import { findPostById } from './post-store';

/**
 * Creating, editing and deleting posts. A slug is owned through a claim item written in the same
 * transaction as the post, on the condition that no claim exists, so of two posts racing for one
 * slug exactly one wins, and a post and its claim never disagree.
 */
type Db = Pick<Deps, 'db' | 'table'>;
type WriteItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const slugTaken = (slug: string) => new ConflictError(`The slug "${slug}" is already used by another post. Choose a different slug.`);
const postNotFound = (id: string) => new NotFoundError(`There is no blog post with the id "${id}". It may have been deleted: reload the list.`);
const changedMeanwhile = () => new ConflictError('This post was changed by another request while you were saving. Reload it and try again.');

/** Attempts of a transaction that DynamoDB cancelled because another one touched the same items at that instant. */
const CONFLICT_ATTEMPTS = 4;

/** Runs a transaction; answers the index of the first item whose condition failed, or null when it was written. */
async function transact({ db }: Db, items: WriteItem[]): Promise<number | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return null;
    } catch (error) {
      const reasons = (error as { name?: string; CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if ((error as Error).name !== 'TransactionCanceledException' || !reasons) throw error;
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed >= 0) return failed;
      if (!reasons.some((reason) => reason.Code === 'TransactionConflict') || attempt === CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

const claimSlug = ({ table }: Db, slug: string, postId: string): WriteItem => ({
  Put: { TableName: table, Item: { ...blogSlugClaimKey(slug), type: 'BlogSlugClaim', slug, postId }, ConditionExpression: 'attribute_not_exists(pk)' },
});

const releaseSlug = ({ table }: Db, slug: string, postId: string): WriteItem => ({
  Delete: { TableName: table, Key: blogSlugClaimKey(slug), ConditionExpression: 'postId = :id', ExpressionAttributeValues: { ':id': postId } },
});

/** Writes the post if it is still at `expectedVersion` (null: if it does not exist yet). */
const putPost = ({ table }: Db, record: PostRecord, expectedVersion: number | null): WriteItem => ({
  Put: {
    TableName: table,
    Item: toItem(record),
    ...(expectedVersion === null
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } }),
  },
});

export async function createPost(deps: Db & Pick<Deps, 'now'>, input: ValidBlogPostInput): Promise<PostRecord> {
  const now = deps.now().toISOString();
  const slug = slugOf(input);
  const record = newRecord(input, { id: randomUUID(), slug, createdAt: now, updatedAt: now, version: 1 });
  const failed = await transact(deps, [claimSlug(deps, slug, record.id), putPost(deps, record, null)]);
  if (failed === 0) throw slugTaken(slug);
  if (failed !== null) throw new Error(`Post id ${record.id} already exists`);
  return record;
}

/** Replaces a post's fields; a new slug is claimed and the old one released in the same transaction. */
export async function updatePost(deps: Db & Pick<Deps, 'now'>, id: string, input: ValidBlogPostInput): Promise<PostRecord> {
  const current = await findPostById(deps, id);
  if (!current) throw postNotFound(id);
  const slug = slugOf(input);
  const record = newRecord(input, { id, slug, createdAt: current.createdAt, updatedAt: deps.now().toISOString(), version: current.version + 1 });
  const items = [putPost(deps, record, current.version)];
  if (slug !== current.slug) items.push(claimSlug(deps, slug, id), releaseSlug(deps, current.slug, id));
  const failed = await transact(deps, items);
  if (failed === 1) throw slugTaken(slug);
  if (failed !== null) throw changedMeanwhile();
  return record;
}

export async function deletePost(deps: Db, id: string): Promise<PostRecord> {
  const current = await findPostById(deps, id);
  if (!current) throw postNotFound(id);
  const failed = await transact(deps, [
    { Delete: { TableName: deps.table, Key: blogPostKey(id), ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': current.version } } },
    releaseSlug(deps, current.slug, id),
  ]);
  if (failed !== null) throw changedMeanwhile();
  return current;
}
