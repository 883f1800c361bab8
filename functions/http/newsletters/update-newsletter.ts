import { updateNewsletter } from '../../core/newsletters/newsletters';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('updateNewsletter', ({ params, body }) =>
  updateNewsletter(deps(), params.id, body),
);
