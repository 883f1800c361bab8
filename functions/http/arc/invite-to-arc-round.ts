import { inviteToArcRound } from '../../core/arc/rounds';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('inviteToArcRound', ({ params, body }) =>
  inviteToArcRound(deps(), params.campaignId, body.to),
);
