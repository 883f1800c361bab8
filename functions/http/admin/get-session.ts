import { noteTwoFactorState } from '../../core/admin/two-factor-changes';
import { deps } from '../../lib/deps';
import { groupsOf, routeHandler, usernameOf } from '../route-handler';
import { twoFactorStatus } from '../../lib/two-factor';

/** The admin reads the session again right after adding or removing an authenticator: a change is told to the author here. */
export const handler = routeHandler('getAdminSession', async ({ claims, event }) => {
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
});
