import type { MiddlewareObj } from '@middy/core';
import { deps } from '../deps';
import { requireDistribution } from '../edge';
import type { ApiEvent, ApiResult } from '../reply';

/** Every route: only requests CloudFront sent (its origin secret) are served (functions/lib/edge.ts). */
export const fromDistribution = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: ({ event }) => {
    requireDistribution(event, deps().originSecret);
  },
});
