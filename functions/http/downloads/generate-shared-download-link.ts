import { generateSharedLink } from '../../core/downloads/generate';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('generateSharedDownloadLink', async ({ body }) => generateSharedLink(deps(), body));
