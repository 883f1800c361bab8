import type { Deps } from '../../lib/deps';
import { getPost, getSlugOwner, isPostPublished, queryAllPosts, queryPublishedPosts } from '../../entities/blog-post';
import { newestFirst, type PostRecord } from './post-record';

/** Finding posts (their storage: functions/entities/blog-post.ts). */
type Db = Pick<Deps, 'db' | 'table'>;

export const findPostById = getPost;

/** The post that holds the slug's claim, published or not. */
export async function findPostBySlug(deps: Db, slug: string): Promise<PostRecord | null> {
  const postId = await getSlugOwner(deps, slug);
  return postId ? getPost(deps, postId) : null;
}

/** Only a published post: a draft is as absent as an unknown slug. */
export async function findPublishedPostBySlug(deps: Db, slug: string): Promise<PostRecord | null> {
  const post = await findPostBySlug(deps, slug);
  return post?.isPublished ? post : null;
}

/** Whether a published post has this slug, cheaply: eventually consistent reads of the claim and the post's one flag (analytics asks on every blog pageview). */
export async function isPublishedSlug(deps: Db, slug: string): Promise<boolean> {
  const postId = await getSlugOwner(deps, slug, true);
  return postId !== null && isPostPublished(deps, postId);
}

/** Published posts, newest first, from the published index (drafts are never in it). */
export const listPublishedPosts = (deps: Db): Promise<PostRecord[]> => queryPublishedPosts(deps);

/** Every post, drafts included, newest first: the author's administration list. */
export async function listAllPosts(deps: Db): Promise<PostRecord[]> {
  return (await queryAllPosts(deps)).sort(newestFirst);
}
