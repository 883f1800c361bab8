import { getArcCampaign } from '../../core/arc/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getArcCampaign', ({ params }) => getArcCampaign(deps(), params.campaignId));
