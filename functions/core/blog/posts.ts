import { uiText } from '@content/ui-text';
import type { BlogPost, BlogPostSummary, ValidBlogPostInput } from '../../contract/blog';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { refreshReaderPages } from '../edge/reader-pages';
import { toBlogPost, toBlogPostSummary, type PostRecord } from './post-record';
import { findPublishedPostBySlug, listAllPosts, listPublishedPosts } from './post-store';
import { createPost, deletePost, updatePost } from './write-post';
import { renderMarkdown } from './render-markdown';
import { recentSite } from '../site-content/published-content';

/** The blog's API, one function per route; the handlers in functions/http/blog call these. */

export async function listPublishedBlogPosts(deps: Deps): Promise<BlogPostSummary[]> {
  const [posts, site] = await Promise.all([listPublishedPosts(deps), recentSite(deps)]);
  return posts.map((post) => toBlogPostSummary(post, site));
}

export async function getPublishedBlogPost(deps: Deps, slug: string): Promise<BlogPost> {
  const [post, site] = await Promise.all([findPublishedPostBySlug(deps, slug), recentSite(deps)]);
  if (!post) throw new NotFoundError(uiText.blog.notFoundText);
  return toBlogPost(post, site);
}

export async function listAllBlogPosts(deps: Deps): Promise<BlogPost[]> {
  const [posts, site] = await Promise.all([listAllPosts(deps), recentSite(deps)]);
  return posts.map((post) => toBlogPost(post, site));
}

/** A change readers can see (a post published, or published before it): the blog's pages at the edge go. */
async function afterChange(deps: Deps, ...states: (PostRecord | null)[]) {
  if (states.some((post) => post?.isPublished)) await refreshReaderPages(deps, 'blog');
}

export async function createBlogPost(deps: Deps, input: ValidBlogPostInput): Promise<BlogPost> {
  const post = await createPost(deps, input);
  await afterChange(deps, post);
  return toBlogPost(post, await recentSite(deps));
}

export async function updateBlogPost(deps: Deps, id: string, input: ValidBlogPostInput): Promise<BlogPost> {
  const { post, before } = await updatePost(deps, id, input);
  await afterChange(deps, before, post);
  return toBlogPost(post, await recentSite(deps));
}

export async function deleteBlogPost(deps: Deps, id: string): Promise<{ message: string }> {
  const post = await deletePost(deps, id);
  await afterChange(deps, post);
  return { message: `The post "${post.title}" was deleted.` };
}

/** The editor's live preview: exactly what the public page will show. */
export function previewBlogPost(deps: Pick<Deps, 'siteUrl'>, content: string): { html: string } {
  return { html: renderMarkdown(content, deps.siteUrl) };
}
