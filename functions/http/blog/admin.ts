import {
  createBlogPost,
  previewBlogPost,
  updateBlogPost,
  deleteBlogPost,
  listAllBlogPosts,
} from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { Reply } from '../route-handler';
import { implementRoutes } from '../implement-routes';
import { blogRoutes } from '../../contract/routes/blog';

export const handlers = implementRoutes(blogRoutes, 'admin', {
  createBlogPost: async ({ body }) => new Reply(201, await createBlogPost(deps(), body)),
  previewBlogPost: async ({ body }) => previewBlogPost(deps(), body.content),
  updateBlogPost: ({ params, body }) => updateBlogPost(deps(), params.id, body),
  deleteBlogPost: ({ params }) => deleteBlogPost(deps(), params.id),
  listAllBlogPosts: () => listAllBlogPosts(deps()),
});
