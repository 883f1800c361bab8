import { trackVisit } from '../../core/analytics/track-visit';
import { deps } from '../../lib/deps';
import { TooManyRequestsError } from '../../lib/errors';
import { Reply } from '../route-handler';
import { clientOf } from '../../lib/edge';
import { implementRoutes } from '../implement-routes';
import { analyticsRoutes } from '../../contract/routes/analytics';

export const handlers = implementRoutes(analyticsRoutes, 'public', {
  trackVisit: async ({ body, event }) => {
    const { retryAfterSeconds } = await trackVisit(deps(), body, clientOf(event));
    if (retryAfterSeconds !== undefined) throw TooManyRequestsError.after(retryAfterSeconds);
    return new Reply(202, { accepted: true });
  },
});
