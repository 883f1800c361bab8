import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/**
 * The blog's reads, one queryOptions factory each (page hooks, invalidation). Keys follow the
 * spec's default read (§7): the key parts joined by '/' are the URL, so the public list is
 * `['/api/blog']` and a post `['/api/blog', slug]`; invalidating `blogQueryRoot` refreshes both.
 */
export const blogQueryRoot = [routeTable.listBlogPosts.path] as const;

export const blogPostsQuery = () =>
  queryOptions({
    queryKey: blogQueryRoot,
    queryFn: ({ signal }) => callApi('listBlogPosts', { signal }),
  });

/** One published post, or null when the API answers 404 (a draft or an unknown slug). */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: [...blogQueryRoot, slug],
    queryFn: async ({ signal }) => {
      try {
        return await callApi('getBlogPost', { params: { slug }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Every post, drafts included: the author's blog administration list (admin only). */
export const adminBlogPostsQuery = () =>
  queryOptions({
    queryKey: [routeTable.listAllBlogPosts.path],
    queryFn: ({ signal }) => callApi('listAllBlogPosts', { signal }),
  });
