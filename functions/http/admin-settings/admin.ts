import { adminSettingsOf, setAuthorTimeZone } from '../../core/admin/time-zone';
import { deps } from '../../lib/deps';
import { implementRoutes } from '../implement-routes';
import { adminSettingsRoutes } from '../../contract/routes/admin-settings';

export const handlers = implementRoutes(adminSettingsRoutes, 'admin', {
  getAdminSettings: () => adminSettingsOf(deps()),
  putAdminSettings: ({ body }) => setAuthorTimeZone(deps(), body.timeZone),
});
