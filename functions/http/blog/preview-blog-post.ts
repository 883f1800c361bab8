import { previewBlogPost } from '../../core/blog/posts';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('previewBlogPost', async ({ body }) => previewBlogPost(body.content));
