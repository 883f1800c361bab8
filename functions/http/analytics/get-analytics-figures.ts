import { analyticsFigures, parseRange } from '../../core/analytics/figures';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getAnalyticsFigures', async ({ params }) =>
  analyticsFigures(deps(), parseRange(params.range)),
);
