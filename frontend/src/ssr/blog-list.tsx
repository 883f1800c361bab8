/**
 * Server-side rendering of the blog list, for the `/blog` function (the `blogListPage` route,
 * functions/http/blog/public.ts): the same component the browser renders, to a string, inside a
 * static router, with the query cache the browser restores before hydrating
 * (app/prerendered-queries.ts), so the first HTML holds the posts published up to that moment
 * and the page hydrates without a layout shift.
 * Imports nothing that needs Vite or a browser.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BlogPostSummary } from '@contract/blog';
import { routes } from '@contract/routes';
import { PRERENDERED_QUERIES_ID } from '../app/prerendered-queries';
import { BlogListPending, BlogListView } from '../features/blog/components/blog-list-view';

export { PRERENDERED_QUERIES_ID };

/** The list query's key in the browser (features/blog/api.ts `blogQueryRoot`): the route's path. */
export const BLOG_LIST_QUERY_KEY = [routes.listBlogPosts.path] as const;

const render = (node: ReactNode) =>
  renderToString(<StaticRouter location={routes.blogListPage.path}>{node}</StaticRouter>);

/** The markup the prerendered `/blog` holds where the list goes (its loading state). */
export const blogListPendingHtml = () => render(<BlogListPending />);

/** The list's markup with `posts`, and the query cache that makes the browser render exactly it. */
export function blogListHtml(posts: BlogPostSummary[]): { html: string; queries: DehydratedState } {
  const client = new QueryClient();
  client.setQueryData(BLOG_LIST_QUERY_KEY, posts);
  const queries = dehydrate(client);
  client.clear();
  return { html: render(<BlogListView posts={posts} />), queries };
}
