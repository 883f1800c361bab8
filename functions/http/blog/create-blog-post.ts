import { createBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../../lib/http';

export const handler = routeHandler('createBlogPost', async ({ body }) => new Reply(201, await createBlogPost(deps(), body)));
