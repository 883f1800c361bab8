import { createNewsletter } from '../../core/newsletters/newsletters';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'createNewsletter',
  async ({ body }) => new Reply(201, await createNewsletter(deps(), body)),
);
