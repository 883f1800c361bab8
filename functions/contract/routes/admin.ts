import { defineRoute, noBody, noParams } from '../define-route';
import { adminSession } from '../session';

export const adminRoutes = {
  getAdminSession: defineRoute({
    method: 'GET',
    path: '/api/admin/session',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: adminSession,
    handler: 'admin/get-session',
    // Notes the account's two-factor state and emails the author when it changed (core/admin/two-factor-changes.ts).
    grants: ['table:write', 'mail:send'],
    summary:
      'The signed-in author, as the API sees the token; an authenticator added or removed since the last look is emailed to her.',
  }),
};
