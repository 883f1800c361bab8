import { sendCampaign } from '../../core/campaigns/send';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'sendCampaign',
  async ({ params }) => new Reply(202, await sendCampaign(deps(), params.id)),
);
