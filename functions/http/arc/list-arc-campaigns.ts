import { listArcCampaigns } from '../../core/arc/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listArcCampaigns', async () => ({ campaigns: await listArcCampaigns(deps()) }));
