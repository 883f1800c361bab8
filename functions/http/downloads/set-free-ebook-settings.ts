import { setFreeEbookSettings } from '../../core/downloads/on-confirm';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('setFreeEbookSettings', async ({ body }) => setFreeEbookSettings(deps(), body));
