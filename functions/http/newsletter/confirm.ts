import { confirmByToken } from '../../core/newsletter/links';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { confirmationPage } from './pages';

export const handler = routeHandler('newsletterConfirm', async ({ params }) =>
  confirmationPage(params.token, await confirmByToken(deps(), params.token), true),
);
