import { sendReminders } from '../../core/arc/campaigns';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('remindArcCampaign', ({ params }) => sendReminders(deps(), params.campaignId));
