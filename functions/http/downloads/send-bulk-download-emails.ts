import { startBulkEmailJob } from '../../core/bulk-email/jobs';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'sendBulkDownloadEmails',
  async ({ body }) => new Reply(202, await startBulkEmailJob(deps(), { kind: 'download', ...body })),
);
