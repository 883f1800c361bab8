import { trackVisit } from '../../core/analytics/track-visit';
import { deps } from '../../lib/deps';
import { TooManyRequestsError } from '../../lib/errors';
import { Reply, routeHandler } from '../route-handler';
import { clientOf } from '../../lib/edge';

export const handler = routeHandler('trackVisit', async ({ body, event }) => {
  const { retryAfterSeconds } = await trackVisit(deps(), body, clientOf(event));
  if (retryAfterSeconds !== undefined) throw TooManyRequestsError.after(retryAfterSeconds);
  return new Reply(202, { accepted: true });
});
