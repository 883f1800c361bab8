import { defineRoute, noBody, noParams } from '../define-route';
import { adminSettings, adminSettingsBody } from '../admin-settings';

export const adminSettingsRoutes = {
  getAdminSettings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: adminSettings,
    grants: ['table:read'],
    summary:
      'The author’s settings: the time zone every day the admin counts is a day of (America/Toronto unless set).',
  }),
  putAdminSettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    params: noParams,
    body: adminSettingsBody,
    reply: adminSettings,
    grants: ['table:write'],
    summary:
      'Sets the time zone (an IANA name) of the sales desk’s and the analytics’ days and of newsletters scheduled for later; days already counted keep theirs.',
  }),
};
