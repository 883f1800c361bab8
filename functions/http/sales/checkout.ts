import { startCheckout } from '../../core/sales/checkout';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

/** The Buy Direct button once the app runs: the address of Stripe's page, which the app opens. */
export const handler = routeHandler('checkout', async ({ body }) => ({
  url: (await startCheckout(deps(), body.bookId)).url,
}));
