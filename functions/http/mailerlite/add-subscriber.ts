import { addSubscriberToMailerLite } from '../../core/mailerlite/add-subscriber';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('addMailerLiteSubscriber', async ({ body }) => addSubscriberToMailerLite(deps(), body.email));
