import { sendCampaignTest } from '../../core/campaigns/send';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('sendCampaignTest', ({ params, body }) =>
  sendCampaignTest(deps(), params.id, body.to),
);
