import { unsubscribeLinkState } from '../../core/mailing-list/links';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { unsubscribePage } from './pages';

/** Opening the unsubscribe link shows a button; only the button (or a one-click POST) unsubscribes. */
export const handler = routeHandler('mailingListUnsubscribePage', async ({ params }) =>
  unsubscribePage(params.token, await unsubscribeLinkState(deps(), params.token)),
);
