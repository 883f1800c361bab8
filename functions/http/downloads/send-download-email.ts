import { sendDownloadEmail } from '../../core/downloads/email';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('sendDownloadEmail', async ({ body }) => sendDownloadEmail(deps(), body));
