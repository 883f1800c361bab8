import { exportArcRound } from '../../core/arc/rounds';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('exportArcRound', ({ params }) => exportArcRound(deps(), params.campaignId));
