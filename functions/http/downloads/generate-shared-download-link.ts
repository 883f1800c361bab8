import { generateSharedLink } from '../../core/downloads/generate';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';
import { withSiteUrl } from '../../lib/mail';

export const handler = routeHandler('generateSharedDownloadLink', async ({ body, event }) => generateSharedLink(withSiteUrl(deps(), event), body));
