import type { MiddlewareObj } from '@middy/core';
import { ADMIN_GROUP } from '../../contract/constants';
import type { RouteName } from '../../contract/routes';
import { deps } from '../../lib/deps';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { ApiEvent, ApiResult } from '../../lib/reply';
import { requireTwoFactor } from '../../lib/two-factor';

import type { Claims } from '../../lib/reply';
export type { Claims };

/** `cognito:groups` is an array in a verified token and a string like "[admin other]" once API Gateway has passed it on. */
/** The account's Cognito username, as the session reports it and its recovery codes are kept by. */
export const usernameOf = (claims: Claims): string =>
  String(claims.username ?? claims['cognito:username'] ?? claims.sub);

export function groupsOf(claims: Claims): string[] {
  const raw = claims['cognito:groups'];
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw === 'string')
    return raw
      .replace(/^\[|\]$/g, '')
      .split(/[\s,]+/)
      .filter(Boolean);
  return [];
}

/** An ID token (or any but an access token) sent as the bearer token. */
export const NOT_AN_ACCESS_TOKEN_MESSAGE =
  'This sign-in token cannot be used here: the admin API takes the access token of a sign-in. Please sign in again.';

/**
 * Admin routes: what API Gateway's JWT authorizer cannot check, membership of the admin group,
 * then the two-factor rule (functions/lib/two-factor.ts).
 */
export function adminOnly(name: RouteName): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    before: async ({ event }) => {
      const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
      if (!claims || !claims.sub) throw new UnauthorizedError();
      // API Gateway's authorizer accepts the pool's ID tokens too, but Cognito answers only to an access token.
      if (claims.token_use !== undefined && claims.token_use !== 'access')
        throw new UnauthorizedError(NOT_AN_ACCESS_TOKEN_MESSAGE);
      if (!groupsOf(claims).includes(ADMIN_GROUP)) throw new ForbiddenError();
      const { requireAdminMfa, askCognito, now } = deps();
      await requireTwoFactor(name, event, claims, { ask: askCognito, required: requireAdminMfa, now: now().getTime() });
    },
  };
}
