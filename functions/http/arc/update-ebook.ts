import { updateEbook } from '../../core/arc/ebooks';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('updateEbook', ({ params, body }) => updateEbook(deps(), params.bookId, body));
