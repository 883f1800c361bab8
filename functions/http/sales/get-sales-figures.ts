import { salesFigures, salesPeriod } from '../../core/sales/desk';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getSalesFigures', ({ event }) =>
  salesFigures(deps(), salesPeriod(event.queryStringParameters, deps().now())),
);
