import { getPublishedBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getBlogPost', ({ params }) => getPublishedBlogPost(deps(), params.slug));
