import { salesFigures, salesPeriodOf, exportSales } from '../../core/sales/desk';
import { deps } from '../../lib/deps';
import { refundOrder } from '../../core/sales/refund';
import { implementRoutes } from '../implement-routes';
import { salesDeskRoutes } from '../../contract/routes/sales-desk';

export const handlers = implementRoutes(salesDeskRoutes, 'admin', {
  getSalesFigures: async ({ event }) => salesFigures(deps(), await salesPeriodOf(deps(), event.queryStringParameters)),
  exportSales: async ({ event }) => exportSales(deps(), await salesPeriodOf(deps(), event.queryStringParameters)),
  refundOrder: ({ params }) => refundOrder(deps(), params.sessionId),
});
