import * as z from 'zod';
import { defineRoute, noBody, noParams } from '../define-route';
import { adminSession, RECOVERY_RATE_LIMIT, recoveryBody, recoveryCodes, recoveryCodesState } from '../session';

export const adminRoutes = {
  getAdminSession: defineRoute({
    method: 'GET',
    path: '/api/admin/session',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: adminSession,
    // Notes the account's two-factor state and emails the author when it changed (core/admin/two-factor-changes.ts).
    grants: ['table:write', 'mail:send'],
    summary:
      'The signed-in author, as the API sees the token; an authenticator added or removed since the last look is emailed to her.',
  }),
  getRecoveryCodes: defineRoute({
    method: 'GET',
    path: '/api/admin/recovery-codes',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: recoveryCodesState,
    grants: ['table:read'],
    summary: 'How many of the account’s recovery codes are left unused, and when they were made.',
  }),
  createRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/admin/recovery-codes',
    access: 'admin',
    params: noParams,
    body: noBody,
    reply: recoveryCodes,
    grants: ['table:write'],
    summary:
      'New recovery codes for the account (two-factor sign-in must be on), shown this once; the codes made before stop working.',
  }),
  recoverTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/admin/recover',
    access: 'public',
    params: noParams,
    body: recoveryBody,
    reply: z.object({ message: z.string() }),
    // The code is used up in the table; Cognito's AdminSetUserMFAPreference turns the lost authenticator off.
    grants: ['table:write', 'cognito:turn-off-mfa'],
    maxBodyBytes: 2048,
    rateLimit: RECOVERY_RATE_LIMIT,
    summary:
      'A lost phone: the password and one unused recovery code turn two-factor sign-in off, so a new authenticator can be set up after signing in.',
  }),
};
