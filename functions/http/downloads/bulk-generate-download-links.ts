import { generateSubscriberLinks } from '../../core/downloads/generate';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('bulkGenerateDownloadLinks', async ({ body }) =>
  generateSubscriberLinks(deps(), body),
);
