import { addSubscriberToMailerLite } from '../../core/mailerlite/add-subscriber';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('addMailerLiteSubscriber', async ({ body }) =>
  addSubscriberToMailerLite(deps(), body.email),
);
