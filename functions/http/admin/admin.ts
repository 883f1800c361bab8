import { noteTwoFactorState } from '../../core/admin/two-factor-changes';
import { deps } from '../../lib/deps';
import { groupsOf, usernameOf } from '../route-handler';
import { twoFactorStatus } from '../../lib/two-factor';
import { recoveryCodesStateOf, makeRecoveryCodes } from '../../core/admin/recovery-codes';
import { implementRoutes } from '../implement-routes';
import { adminRoutes } from '../../contract/routes/admin';

export const handlers = implementRoutes(adminRoutes, 'admin', {
  /** The admin reads the session again right after adding or removing an authenticator: a change is told to the author here. */
  getAdminSession: async ({ claims, event }) => {
    const { requireAdminMfa, askCognito, now } = deps();
    const seen = (enabled: boolean, email: string | undefined) =>
      noteTwoFactorState(deps(), { sub: String(claims.sub), email }, enabled);
    return {
      username: usernameOf(claims),
      email: typeof claims.email === 'string' ? claims.email : null,
      groups: groupsOf(claims),
      twoFactor: await twoFactorStatus(event, claims, {
        ask: askCognito,
        required: requireAdminMfa,
        now: now().getTime(),
        seen,
      }),
    };
  },
  getRecoveryCodes: ({ claims }) => recoveryCodesStateOf(deps(), usernameOf(claims)),
  /** Codes only for an account whose authenticator is on, as Cognito says now. */
  createRecoveryCodes: async ({ claims, event }) => {
    const { askCognito, requireAdminMfa, now } = deps();
    const status = await twoFactorStatus(event, claims, {
      ask: askCognito,
      required: requireAdminMfa,
      now: now().getTime(),
    });
    return makeRecoveryCodes(deps(), usernameOf(claims), status.enabled);
  },
});
