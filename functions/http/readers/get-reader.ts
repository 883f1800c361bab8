import { emailOfReaderId } from '../../contract/readers';
import { readerDetail } from '../../core/readers/desk';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getReader', ({ params }) => readerDetail(deps(), emailOfReaderId(params.id)));
