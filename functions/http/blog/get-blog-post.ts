import { getPublishedBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('getBlogPost', ({ params }) => getPublishedBlogPost(deps(), params.slug));
