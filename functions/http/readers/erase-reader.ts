import { emailOfReaderId } from '../../contract/readers';
import { eraseReader } from '../../core/readers/erase';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('eraseReader', ({ params }) => eraseReader(deps(), emailOfReaderId(params.id)));
