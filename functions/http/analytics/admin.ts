import { analyticsFigures, parseRange } from '../../core/analytics/figures';
import { deps } from '../../lib/deps';
import { implementRoutes } from '../implement-routes';
import { analyticsRoutes } from '../../contract/routes/analytics';

export const handlers = implementRoutes(analyticsRoutes, 'admin', {
  getAnalyticsFigures: async ({ params }) => analyticsFigures(deps(), parseRange(params.range)),
});
