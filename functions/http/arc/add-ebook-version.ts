import { addEbookVersion } from '../../core/arc/ebooks';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'addEbookVersion',
  async ({ params, body }) => new Reply(201, await addEbookVersion(deps(), params.bookId, body.uploadId)),
);
