import { makeRecoveryCodes } from '../../core/admin/recovery-codes';
import { deps } from '../../lib/deps';
import { twoFactorStatus } from '../../lib/two-factor';
import { routeHandler, usernameOf } from '../route-handler';

/** Codes only for an account whose authenticator is on, as Cognito says now. */
export const handler = routeHandler('createRecoveryCodes', async ({ claims, event }) => {
  const { askCognito, requireAdminMfa, now } = deps();
  const status = await twoFactorStatus(event, claims, {
    ask: askCognito,
    required: requireAdminMfa,
    now: now().getTime(),
  });
  return makeRecoveryCodes(deps(), usernameOf(claims), status.enabled);
});
