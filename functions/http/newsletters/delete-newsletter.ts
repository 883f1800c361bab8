import { deleteNewsletter } from '../../core/newsletters/newsletters';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('deleteNewsletter', ({ params }) => deleteNewsletter(deps(), params.id));
