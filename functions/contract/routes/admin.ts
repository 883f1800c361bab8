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
    grants: [],
    summary: 'The signed-in author, as the API sees the token.',
  }),
};
