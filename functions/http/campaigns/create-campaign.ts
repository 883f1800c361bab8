import { createCampaign } from '../../core/campaigns/campaigns';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'createCampaign',
  async ({ body }) => new Reply(201, await createCampaign(deps(), body)),
);
