import { unscheduleCampaign } from '../../core/campaigns/schedule';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('unscheduleCampaign', ({ params }) => unscheduleCampaign(deps(), params.id));
