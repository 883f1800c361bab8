import { updateBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('updateBlogPost', ({ params, body }) => updateBlogPost(deps(), params.id, body));
