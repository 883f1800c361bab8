import { randomUUID } from 'node:crypto';
import { slugOf, type ValidBlogPostInput } from '../../contract/blog';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { claimSlug, deletePostAt, putPost, releaseSlug, writePost } from '../../entities/blog-post';
import { newRecord, type PostRecord } from './post-record';
import { findPostById } from './post-store';

/**
 * Creating, editing and deleting posts. A slug is owned through a claim item written in the same
 * transaction as the post, on the condition that no claim exists, so of two posts racing for one
 * slug exactly one wins, and a post and its claim never disagree.
 */
type Db = Pick<Deps, 'db' | 'table'>;

const slugTaken = (slug: string) =>
  new ConflictError(`The slug "${slug}" is already used by another post. Choose a different slug.`);
const postNotFound = (id: string) =>
  new NotFoundError(`There is no blog post with the id "${id}". It may have been deleted: reload the list.`);
const changedMeanwhile = () =>
  new ConflictError('This post was changed by another request while you were saving. Reload it and try again.');

/** Writes the changes as one transaction: null when written, else the index of the write whose condition failed. */
async function transact(deps: Db, writes: Parameters<typeof writePost>[1]): Promise<number | null> {
  const outcome = await writePost(deps, writes);
  return outcome.written ? null : outcome.failedIndex;
}

export async function createPost(deps: Db & Pick<Deps, 'now'>, input: ValidBlogPostInput): Promise<PostRecord> {
  const now = deps.now().toISOString();
  const slug = slugOf(input);
  const record = newRecord(input, { id: randomUUID(), slug, createdAt: now, updatedAt: now, version: 1 });
  const failed = await transact(deps, [claimSlug(deps, slug, record.id), putPost(deps, record, null)]);
  if (failed === 0) throw slugTaken(slug);
  if (failed !== null) throw new Error(`Post id ${record.id} already exists`);
  return record;
}

/**
 * Replaces a post's fields; a new slug is claimed and the old one released in the same transaction.
 * Returns the post written and the post it replaced.
 */
export async function updatePost(
  deps: Db & Pick<Deps, 'now'>,
  id: string,
  input: ValidBlogPostInput,
): Promise<{ post: PostRecord; before: PostRecord }> {
  const current = await findPostById(deps, id);
  if (!current) throw postNotFound(id);
  const slug = slugOf(input);
  const record = newRecord(input, {
    id,
    slug,
    createdAt: current.createdAt,
    updatedAt: deps.now().toISOString(),
    version: current.version + 1,
  });
  const items = [putPost(deps, record, current.version)];
  if (slug !== current.slug) items.push(claimSlug(deps, slug, id), releaseSlug(deps, current.slug, id));
  const failed = await transact(deps, items);
  if (failed === 1) throw slugTaken(slug);
  if (failed !== null) throw changedMeanwhile();
  return { post: record, before: current };
}

export async function deletePost(deps: Db, id: string): Promise<PostRecord> {
  const current = await findPostById(deps, id);
  if (!current) throw postNotFound(id);
  const failed = await transact(deps, [deletePostAt(deps, id, current.version), releaseSlug(deps, current.slug, id)]);
  if (failed !== null) throw changedMeanwhile();
  return current;
}
