import { deps } from '../../lib/deps';
import { groupsOf, routeHandler } from '../route-handler';
import { twoFactorStatus } from '../../lib/two-factor';

export const handler = routeHandler('getAdminSession', async ({ claims, event }) => {
  const { requireAdminMfa, askCognito, now } = deps();
  return {
    username: String(claims.username ?? claims['cognito:username'] ?? claims.sub),
    email: typeof claims.email === 'string' ? claims.email : null,
    groups: groupsOf(claims),
    twoFactor: await twoFactorStatus(event, claims, { ask: askCognito, required: requireAdminMfa, now: now().getTime() }),
  };
});
