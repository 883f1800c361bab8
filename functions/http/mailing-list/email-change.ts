import { applyEmailChange } from '../../core/mailing-list/change-email';
import { deps } from '../../lib/deps';
import { clientOf } from '../../lib/edge';
import { routeHandler } from '../route-handler';
import { emailChangePage } from './pages';

export const handler = routeHandler('mailingListEmailChange', async ({ params, event }) =>
  emailChangePage(params.token, await applyEmailChange(deps(), params.token, clientOf(event))),
);
