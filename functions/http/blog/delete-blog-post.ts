import { deleteBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('deleteBlogPost', ({ params }) => deleteBlogPost(deps(), params.id));
