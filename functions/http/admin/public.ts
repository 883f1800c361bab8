import { recoverTwoFactor } from '../../core/admin/recovery-codes';
import { deps } from '../../lib/deps';
import { implementRoutes } from '../implement-routes';
import { adminRoutes } from '../../contract/routes/admin';

export const handlers = implementRoutes(adminRoutes, 'public', {
  recoverTwoFactor: ({ body }) => recoverTwoFactor(deps(), body),
});
