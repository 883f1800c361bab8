import { getArcRound } from '../../core/arc/rounds';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getArcRound', ({ params }) => getArcRound(deps(), params.campaignId));
