import { exportSales, salesPeriod } from '../../core/sales/desk';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('exportSales', ({ event }) =>
  exportSales(deps(), salesPeriod(event.queryStringParameters, deps().now())),
);
