import { uiText } from '@content/ui-text';
import type { BlogPost, BlogPostSummary, ValidBlogPostInput } from '../../contract/blog';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { toBlogPost, toBlogPostSummary } from './post-record';
import { findPublishedPostBySlug, listAllPosts, listPublishedPosts } from './post-store';
import { createPost, deletePost, updatePost } from './write-post';
import { renderMarkdown } from './render-markdown';

/** The blog's API, one function per route; the handlers in functions/http/blog call these. */

export async function listPublishedBlogPosts(deps: Deps): Promise<BlogPostSummary[]> {
  return (await listPublishedPosts(deps)).map(toBlogPostSummary);
}

export async function getPublishedBlogPost(deps: Deps, slug: string): Promise<BlogPost> {
  const post = await findPublishedPostBySlug(deps, slug);
  if (!post) throw new NotFoundError(uiText.blog.notFoundText);
  return toBlogPost(post);
}

export async function listAllBlogPosts(deps: Deps): Promise<BlogPost[]> {
  return (await listAllPosts(deps)).map(toBlogPost);
}

export async function createBlogPost(deps: Deps, input: ValidBlogPostInput): Promise<BlogPost> {
  return toBlogPost(await createPost(deps, input));
}

export async function updateBlogPost(deps: Deps, id: string, input: ValidBlogPostInput): Promise<BlogPost> {
  return toBlogPost(await updatePost(deps, id, input));
}

export async function deleteBlogPost(deps: Deps, id: string): Promise<{ message: string }> {
  const post = await deletePost(deps, id);
  return { message: `The post "${post.title}" was deleted.` };
}

/** The editor's live preview: exactly what the public page will show. */
export function previewBlogPost(content: string): { html: string } {
  return { html: renderMarkdown(content) };
}
