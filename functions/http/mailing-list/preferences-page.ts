import { preferencesOf } from '../../core/mailing-list/preferences';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { preferencesPage } from './pages';

/** Opening the preference link shows the reader's choices; only the form's button changes them. */
export const handler = routeHandler('mailingListPreferencesPage', async ({ params }) =>
  preferencesPage(params.token, await preferencesOf(deps(), params.token), false),
);
