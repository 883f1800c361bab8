import { unscheduleCampaign } from '../../core/campaigns/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('unscheduleCampaign', ({ params }) => unscheduleCampaign(deps(), params.id));
