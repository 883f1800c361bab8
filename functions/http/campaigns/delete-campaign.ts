import { deleteCampaign } from '../../core/campaigns/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('deleteCampaign', ({ params }) => deleteCampaign(deps(), params.id));
