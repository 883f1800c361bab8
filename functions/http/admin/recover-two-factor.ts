import { recoverTwoFactor } from '../../core/admin/recovery-codes';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('recoverTwoFactor', ({ body }) => recoverTwoFactor(deps(), body));
