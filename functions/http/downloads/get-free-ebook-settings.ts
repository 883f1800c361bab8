import { freeEbookSettingsOf } from '../../core/downloads/on-confirm';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getFreeEbookSettings', async () => freeEbookSettingsOf(deps()));
