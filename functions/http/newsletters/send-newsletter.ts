import { sendNewsletter } from '../../core/newsletters/send';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'sendNewsletter',
  async ({ params }) => new Reply(202, await sendNewsletter(deps(), params.id)),
);
