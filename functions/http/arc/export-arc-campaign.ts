import { exportArcCampaign } from '../../core/arc/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('exportArcCampaign', ({ params }) => exportArcCampaign(deps(), params.campaignId));
