import { addReader } from '../../core/readers/add';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler('addReader', async ({ body }) => new Reply(201, await addReader(deps(), body)));
