import { campaignFromPost } from '../../core/campaigns/campaigns';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'createCampaignFromPost',
  async ({ body }) => new Reply(201, await campaignFromPost(deps(), body.postId)),
);
