import { savePreferences } from '../../core/newsletter/preferences';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { preferencesPage } from './pages';

export const handler = routeHandler('newsletterSavePreferences', async ({ params, body }) =>
  preferencesPage(params.token, await savePreferences(deps(), params.token, body), true),
);
