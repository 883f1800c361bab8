import { createEbook } from '../../core/arc/ebooks';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler('createEbook', async ({ body }) => new Reply(201, await createEbook(deps(), body)));
