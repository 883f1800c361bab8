import { importReaders } from '../../core/readers/import';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('importReaders', ({ body }) => importReaders(deps(), body));
