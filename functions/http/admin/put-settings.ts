import { setAuthorTimeZone } from '../../core/admin/time-zone';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('putAdminSettings', ({ body }) => setAuthorTimeZone(deps(), body.timeZone));
