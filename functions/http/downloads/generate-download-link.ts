import { generateSubscriberLink } from '../../core/downloads/generate';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('generateDownloadLink', async ({ body }) => generateSubscriberLink(deps(), body));
