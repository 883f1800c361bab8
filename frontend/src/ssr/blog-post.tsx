/**
 * Server-side rendering of a blog post's page, for the `/blog/{slug}` function
 * (the `blogPostPage` route, functions/http/blog/public.ts): the article the app's own component
 * draws, to a string, inside a static router. The function sets it in the prerendered blog page's
 * chrome, so a post is a reader page like the others: never hydrated, only its islands start.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BlogPost } from '@contract/blog';
import { BlogPostArticle } from '../features/blog/components/blog-post-view';
import { PostNotFoundMessage } from '../features/blog/components/post-not-found';

/** The post's article. */
export const blogPostHtml = (post: BlogPost) =>
  renderToString(
    <StaticRouter location={`/blog/${post.slug}`}>
      <BlogPostArticle post={post} />
    </StaticRouter>,
  );

/** Post Not Found (a draft or an unknown slug). */
export const postNotFoundHtml = (slug: string) =>
  renderToString(
    <StaticRouter location={`/blog/${slug}`}>
      <PostNotFoundMessage />
    </StaticRouter>,
  );
