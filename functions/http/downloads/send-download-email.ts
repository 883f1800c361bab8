import { sendDownloadEmail } from '../../core/downloads/email';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';
import { withSiteUrl } from '../../lib/mail';

export const handler = routeHandler('sendDownloadEmail', async ({ body, event }) => sendDownloadEmail(withSiteUrl(deps(), event), body));
