import { sendNewsletterTest } from '../../core/newsletters/send';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('sendNewsletterTest', ({ params, body }) =>
  sendNewsletterTest(deps(), params.id, body.to),
);
