import { trackVisit } from '../../core/analytics/track-visit';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../../lib/http';

export const handler = routeHandler('trackVisit', async ({ body }) => {
  await trackVisit(deps(), body);
  return new Reply(202, { accepted: true });
});
