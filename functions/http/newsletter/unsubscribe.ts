import { unsubscribeByToken } from '../../core/newsletter/links';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { unsubscribePage } from './pages';

export const handler = routeHandler('newsletterUnsubscribe', async ({ params }) =>
  unsubscribePage(params.token, await unsubscribeByToken(deps(), params.token)),
);
