import { confirmationLinkState } from '../../core/mailing-list/links';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { confirmationPage } from './pages';

/** Opening the confirmation link shows a button; it confirms nobody (mail scanners open links). */
export const handler = routeHandler('mailingListConfirmPage', async ({ params }) =>
  confirmationPage(params.token, await confirmationLinkState(deps(), params.token), false),
);
