import { getNewsletter } from '../../core/newsletters/newsletters';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getNewsletter', ({ params }) => getNewsletter(deps(), params.id));
