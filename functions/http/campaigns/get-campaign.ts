import { getCampaign } from '../../core/campaigns/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getCampaign', ({ params }) => getCampaign(deps(), params.id));
