import { createBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'createBlogPost',
  async ({ body }) => new Reply(201, await createBlogPost(deps(), body)),
);
