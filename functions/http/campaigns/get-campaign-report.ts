import { campaignReport } from '../../core/campaigns/send';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getCampaignReport', ({ params }) => campaignReport(deps(), params.id));
