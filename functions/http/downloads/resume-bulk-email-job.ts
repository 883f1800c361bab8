import { resumeBulkEmailJob } from '../../core/bulk-email/jobs';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'resumeBulkEmailJob',
  async ({ params }) => new Reply(202, await resumeBulkEmailJob(deps(), params.jobId)),
);
