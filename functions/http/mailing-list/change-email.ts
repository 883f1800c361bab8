import { requestEmailChange } from '../../core/mailing-list/change-email';
import { deps } from '../../lib/deps';
import { clientOf } from '../../lib/edge';
import { routeHandler } from '../route-handler';
import { emailChangeRequestPage } from './pages';

export const handler = routeHandler('mailingListChangeEmail', async ({ params, body, event }) =>
  emailChangeRequestPage(params.token, await requestEmailChange(deps(), params.token, body.email, clientOf(event))),
);
