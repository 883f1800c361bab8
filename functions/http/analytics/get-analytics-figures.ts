import { analyticsFigures, parseRange } from '../../core/analytics/figures';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('getAnalyticsFigures', async ({ params }) => analyticsFigures(deps(), parseRange(params.range)));
