import type { MiddlewareObj } from '@middy/core';
import { isHead, type ApiEvent, type ApiResult } from '../../lib/reply';

/**
 * HEAD on a GET page (`answersHead` in the route table): GET's status and headers, no body. Used
 * first, so that it runs last, after the reply and error middlewares have shaped the answer.
 */
export const headWithoutBody = (): MiddlewareObj<ApiEvent, ApiResult> => {
  const strip: NonNullable<MiddlewareObj<ApiEvent, ApiResult>['after']> = (request) => {
    if (isHead(request.event) && request.response) request.response = { ...request.response, body: '' };
  };
  return { after: strip, onError: strip };
};
