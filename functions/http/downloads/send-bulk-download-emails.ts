import { startBulkEmailJob } from '../../core/bulk-email/jobs';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../../lib/http';
import { withSiteUrl } from '../../lib/mail';

export const handler = routeHandler('sendBulkDownloadEmails', async ({ body, event }) =>
  new Reply(202, await startBulkEmailJob(withSiteUrl(deps(), event), body)),
);
