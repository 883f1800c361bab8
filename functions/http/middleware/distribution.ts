import type { MiddlewareObj } from '@middy/core';
import { deps } from '../../lib/deps';
import { requireDistribution } from '../../lib/edge';
import type { ApiEvent, ApiResult } from '../../lib/reply';

/** Every route: only requests CloudFront sent (its origin secret) are served (functions/lib/edge.ts). */
export const fromDistribution = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: ({ event }) => {
    requireDistribution(event, deps().originSecret);
  },
});
