import { createArcRound } from '../../core/arc/rounds';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'createArcRound',
  async ({ body }) => new Reply(201, await createArcRound(deps(), body)),
);
