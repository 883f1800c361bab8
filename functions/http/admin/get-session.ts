import { groupsOf, routeHandler } from '../../lib/http';

export const handler = routeHandler('getAdminSession', async ({ claims }) => ({
  username: String(claims.username ?? claims['cognito:username'] ?? claims.sub),
  email: typeof claims.email === 'string' ? claims.email : null,
  groups: groupsOf(claims),
}));
