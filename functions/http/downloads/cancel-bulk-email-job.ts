import { cancelBulkEmailJob } from '../../core/bulk-email/jobs';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('cancelBulkEmailJob', ({ params }) => cancelBulkEmailJob(deps(), params.jobId));
