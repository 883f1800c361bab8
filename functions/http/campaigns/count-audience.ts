import { countAudience } from '../../core/campaigns/send';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('countAudience', ({ params }) => countAudience(deps(), params.audience));
