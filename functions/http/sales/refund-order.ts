import { refundOrder } from '../../core/sales/refund';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('refundOrder', ({ params }) => refundOrder(deps(), params.sessionId));
