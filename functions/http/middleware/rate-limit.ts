import type { MiddlewareObj } from '@middy/core';
import type { RouteDef } from '../../contract/define-route';
import type { RouteName } from '../../contract/routes';
import { deps } from '../../lib/deps';
import { clientOf } from '../../lib/edge';
import { TooManyRequestsError } from '../../lib/errors';
import { takeClientLimit } from '../../core/limits/per-client';
import type { ApiEvent, ApiResult } from '../../lib/reply';

/**
 * The counter a route's limit is kept in, for routes renamed in code: their name as
 * deployed, so the windows already in the table keep counting. Any other route counts under its name.
 */
const COUNTED_AS: Partial<Record<RouteName, string>> = {
  mailingListSignup: 'newsletterSignup',
  mailingListChangeEmail: 'newsletterChangeEmail',
};

/** A route's per-client limit (its `rateLimit`), taken before any work is done. */
export function perClientLimit(
  name: RouteName,
  limit: NonNullable<RouteDef['rateLimit']>,
): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    before: async ({ event }) => {
      const taken = await takeClientLimit(deps(), COUNTED_AS[name] ?? name, clientOf(event), limit);
      if (!taken.allowed) throw TooManyRequestsError.after(taken.retryAfterSeconds);
    },
  };
}
