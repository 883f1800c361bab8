import { exportReaders } from '../../core/readers/csv';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('exportReaders', ({ body }) => exportReaders(deps(), body));
