import { listArcRounds } from '../../core/arc/rounds';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listArcRounds', async () => ({ campaigns: await listArcRounds(deps()) }));
