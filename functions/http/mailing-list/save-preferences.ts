import { savePreferences } from '../../core/mailing-list/preferences';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { preferencesPage } from './pages';

export const handler = routeHandler('mailingListSavePreferences', async ({ params, body }) =>
  preferencesPage(params.token, await savePreferences(deps(), params.token, body), true),
);
