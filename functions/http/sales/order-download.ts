import { downloadOrder } from '../../core/sales/orders';
import { deps } from '../../lib/deps';
import { NO_REFERRER } from '../../lib/html-page';
import { Reply, routeHandler } from '../route-handler';
import { orderPage } from './pages';

export const handler = routeHandler('orderDownload', async ({ params }) => {
  const result = await downloadOrder(deps(), params.ref);
  return result.outcome === 'redirect'
    ? new Reply(303, '', { location: result.url, 'cache-control': 'no-store', ...NO_REFERRER })
    : orderPage(params.ref, result.lookup);
});
