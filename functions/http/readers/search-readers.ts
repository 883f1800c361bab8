import { searchReaders } from '../../core/readers/desk';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('searchReaders', ({ body }) => searchReaders(deps(), body));
