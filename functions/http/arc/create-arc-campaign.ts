import { createArcCampaign } from '../../core/arc/campaigns';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'createArcCampaign',
  async ({ body }) => new Reply(201, await createArcCampaign(deps(), body)),
);
