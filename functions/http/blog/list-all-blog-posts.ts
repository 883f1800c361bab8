import { listAllBlogPosts } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('listAllBlogPosts', () => listAllBlogPosts(deps()));
