import { listAllBlogPosts } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listAllBlogPosts', () => listAllBlogPosts(deps()));
