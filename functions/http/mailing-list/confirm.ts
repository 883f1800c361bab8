import { confirmByToken } from '../../core/mailing-list/links';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { confirmationPage } from './pages';

export const handler = routeHandler('mailingListConfirm', async ({ params }) =>
  confirmationPage(params.token, await confirmByToken(deps(), params.token), true),
);
