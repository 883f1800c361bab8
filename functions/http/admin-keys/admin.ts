import { storedKeysOf, storeKey } from '../../core/admin/stored-keys';
import { deps } from '../../lib/deps';
import { implementRoutes } from '../implement-routes';
import { adminKeyRoutes } from '../../contract/routes/admin-keys';

export const handlers = implementRoutes(adminKeyRoutes, 'admin', {
  getStoredKeys: () => storedKeysOf(deps()),
  putStoredKey: ({ body }) => storeKey(deps(), body.key, body.value),
});
