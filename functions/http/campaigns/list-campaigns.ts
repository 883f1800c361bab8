import { listCampaigns } from '../../core/campaigns/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listCampaigns', () => listCampaigns(deps()));
