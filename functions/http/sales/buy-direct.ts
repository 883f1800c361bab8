import { startCheckout } from '../../core/sales/checkout';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

/** The Buy Direct button without JavaScript: a form post, sent on (303) to Stripe's page. */
export const handler = routeHandler(
  'buyDirect',
  async ({ body }) =>
    new Reply(303, '', { location: (await startCheckout(deps(), body.bookId)).url, 'cache-control': 'no-store' }),
);
