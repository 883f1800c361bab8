import { receiveStripeEvent } from '../../core/sales/orders';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

/** Stripe's events: the signature is checked over the body exactly as it arrived, before anything is read from it. */
export const handler = routeHandler('stripeWebhook', async ({ event }) => {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  await receiveStripeEvent(deps(), raw, event.headers?.['stripe-signature']);
  return { received: true };
});
