import { scheduleNewsletter } from '../../core/newsletters/schedule';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('scheduleNewsletter', ({ params, body }) =>
  scheduleNewsletter(deps(), params.id, body.at),
);
