import { lookUpOrder } from '../../core/sales/orders';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { orderPage } from './pages';

export const handler = routeHandler('orderPage', async ({ params }) =>
  orderPage(params.ref, await lookUpOrder(deps(), params.ref)),
);
