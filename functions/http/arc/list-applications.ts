import { listApplications } from '../../core/arc/applications';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listApplications', () => listApplications(deps()));
