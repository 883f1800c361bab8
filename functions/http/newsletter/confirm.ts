import { confirmByToken } from '../../core/newsletter/links';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';
import { withSiteUrl } from '../../lib/mail';
import { confirmationPage } from './pages';

export const handler = routeHandler('newsletterConfirm', async ({ params, event }) =>
  confirmationPage(params.token, await confirmByToken(withSiteUrl(deps(), event), params.token), true),
);
