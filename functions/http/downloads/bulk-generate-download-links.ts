import { generateSubscriberLinks } from '../../core/downloads/generate';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';
import { withSiteUrl } from '../../lib/mail';

export const handler = routeHandler('bulkGenerateDownloadLinks', async ({ body, event }) => generateSubscriberLinks(withSiteUrl(deps(), event), body));
