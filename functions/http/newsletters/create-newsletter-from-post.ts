import { newsletterFromPost } from '../../core/newsletters/newsletters';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'createNewsletterFromPost',
  async ({ body }) => new Reply(201, await newsletterFromPost(deps(), body.postId)),
);
