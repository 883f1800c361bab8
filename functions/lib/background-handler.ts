import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { log } from './log';

/**
 * The job and event Lambdas (not routes) under the same error handling as the routes: a failure
 * is logged with the function's name and thrown again, so Lambda (or EventBridge) runs the event
 * again. Middy's early timeout is off: the bulk email worker watches its own time.
 */
export function backgroundHandler<E, R>(name: string, fn: (event: E, context: Context) => Promise<R>) {
  const handler = middy<E, R, Error, Context>(fn, { timeoutEarlyInMillis: 0 }).use({
    onError: ({ error }) => {
      log.error('Background function failed', {
        function: name,
        error:
          error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
    },
  });
  // Tests and the local stack call it without Lambda's context object.
  return (event: E, context: Context = {} as Context): Promise<R> => handler(event, context);
}
