import type { MiddlewareObj } from '@middy/core';
import { json, Reply, resultOf, type ApiEvent, type ApiResult } from '../../lib/reply';

/** The domain's answer as API Gateway's result: a `Reply` as it says, anything else as a 200 JSON body. */
export const replyShape = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  after: (request) => {
    const answer: unknown = request.response;
    request.response = answer instanceof Reply ? resultOf(answer) : json(200, answer);
  },
});
