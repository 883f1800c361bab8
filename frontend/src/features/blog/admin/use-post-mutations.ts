import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput } from '@contract/blog';
import { callApi } from '@frontend/lib/api';
import { adminBlogPostsQuery, blogQueryRoot } from '../api';

/** After any write: the admin list, the public list and every cached post page read again (docs/SPEC.md §4). */
function refreshPosts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBlogPostsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: blogQueryRoot }),
  ]);
}

/** Creates a post (`POST /api/blog`), or replaces post `id` (`PUT /api/blog/{id}`) when it has one. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BlogPostInput }): Promise<BlogPost> =>
      id ? callApi('updateBlogPost', { params: { id }, body }) : callApi('createBlogPost', { body }),
    onSuccess: () => refreshPosts(queryClient),
  });
}

/** Deletes a post (`DELETE /api/blog/{id}`). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteBlogPost', { params: { id } }),
    // Not awaited: the editor of the deleted post leaves at once instead of seeing it vanish.
    onSuccess: () => void refreshPosts(queryClient),
  });
}

/** "Email this post" (`POST /api/campaigns/from-post`): a newsletter draft of a published post, for the author to review and send. */
export function useEmailPost() {
  return useMutation({ mutationFn: (postId: string) => callApi('createNewsletterFromPost', { body: { postId } }) });
}
