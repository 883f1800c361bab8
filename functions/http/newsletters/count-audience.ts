import { countAudience } from '../../core/newsletters/send';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('countAudience', ({ params }) => countAudience(deps(), params.audience));
