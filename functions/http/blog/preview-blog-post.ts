import { previewBlogPost } from '../../core/blog/posts';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('previewBlogPost', async ({ body }) => previewBlogPost(body.content));
