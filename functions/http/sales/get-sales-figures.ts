import { salesFigures, salesPeriodOf } from '../../core/sales/desk';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getSalesFigures', async ({ event }) =>
  salesFigures(deps(), await salesPeriodOf(deps(), event.queryStringParameters)),
);
