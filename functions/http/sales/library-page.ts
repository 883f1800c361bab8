import { libraryOf } from '../../core/sales/library';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';
import { libraryPage } from './pages';

export const handler = routeHandler('libraryPage', async ({ params }) =>
  libraryPage(await libraryOf(deps(), params.token), params.token),
);
