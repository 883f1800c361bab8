import { emailChangeState } from '../../core/mailing-list/change-email';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { emailChangePage } from './pages';

/** Opening the link only looks, so a mail scanner moves nobody; the page's button moves. */
export const handler = routeHandler('mailingListEmailChangePage', async ({ params }) =>
  emailChangePage(params.token, await emailChangeState(deps(), params.token)),
);
