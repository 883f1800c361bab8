import { scheduleCampaign } from '../../core/campaigns/schedule';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('scheduleCampaign', ({ params, body }) =>
  scheduleCampaign(deps(), params.id, body.at),
);
