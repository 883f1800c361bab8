import { unsubscribeByToken } from '../../core/mailing-list/links';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { unsubscribePage } from './pages';

export const handler = routeHandler('mailingListUnsubscribe', async ({ params }) =>
  unsubscribePage(params.token, await unsubscribeByToken(deps(), params.token)),
);
