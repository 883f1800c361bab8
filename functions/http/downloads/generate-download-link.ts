import { generateSubscriberLink } from '../../core/downloads/generate';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';
import { withSiteUrl } from '../../lib/mail';

export const handler = routeHandler('generateDownloadLink', async ({ body, event }) => generateSubscriberLink(withSiteUrl(deps(), event), body));
