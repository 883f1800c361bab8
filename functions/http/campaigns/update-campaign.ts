import { updateCampaign } from '../../core/campaigns/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('updateCampaign', ({ params, body }) => updateCampaign(deps(), params.id, body));
