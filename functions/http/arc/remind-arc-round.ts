import { sendReminders } from '../../core/arc/rounds';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('remindArcRound', ({ params }) => sendReminders(deps(), params.campaignId));
