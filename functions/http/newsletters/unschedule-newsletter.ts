import { unscheduleNewsletter } from '../../core/newsletters/schedule';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('unscheduleNewsletter', ({ params }) => unscheduleNewsletter(deps(), params.id));
