import { inviteToArcCampaign } from '../../core/arc/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('inviteToArcCampaign', ({ params, body }) =>
  inviteToArcCampaign(deps(), params.campaignId, body.to),
);
