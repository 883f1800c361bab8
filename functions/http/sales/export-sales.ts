import { exportSales, salesPeriodOf } from '../../core/sales/desk';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('exportSales', async ({ event }) =>
  exportSales(deps(), await salesPeriodOf(deps(), event.queryStringParameters)),
);
