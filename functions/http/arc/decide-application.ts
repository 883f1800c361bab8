import { emailOfReaderId } from '../../contract/readers';
import { decideApplication } from '../../core/arc/applications';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('decideApplication', ({ params, body }) =>
  decideApplication(deps(), emailOfReaderId(params.id), body),
);
