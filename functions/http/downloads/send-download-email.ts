import { sendDownloadEmail } from '../../core/downloads/email';
import { deps } from '../../lib/deps';
import { routeHandler } from '../../lib/http';

export const handler = routeHandler('sendDownloadEmail', async ({ body }) => sendDownloadEmail(deps(), body));
