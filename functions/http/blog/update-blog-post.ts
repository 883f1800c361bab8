import { updateBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('updateBlogPost', ({ params, body }) => updateBlogPost(deps(), params.id, body));
