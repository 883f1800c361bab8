import { subscribeAgain } from '../../core/mailing-list/subscribe-again';
import { deps } from '../../lib/deps';
import { clientOf } from '../../lib/edge';
import { routeHandler } from '../route-handler';
import { subscribeAgainPage } from './pages';

export const handler = routeHandler('mailingListSubscribeAgain', async ({ params, event }) =>
  subscribeAgainPage(params.token, await subscribeAgain(deps(), params.token, clientOf(event))),
);
