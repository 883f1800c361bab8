import { recoveryCodesStateOf } from '../../core/admin/recovery-codes';
import { deps } from '../../lib/deps';
import { routeHandler, usernameOf } from '../route-handler';

export const handler = routeHandler('getRecoveryCodes', ({ claims }) =>
  recoveryCodesStateOf(deps(), usernameOf(claims)),
);
