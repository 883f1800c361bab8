import { listEbooks } from '../../core/arc/ebooks';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listEbooks', async () => ({ books: await listEbooks(deps()) }));
