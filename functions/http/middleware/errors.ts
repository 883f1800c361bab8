import type { MiddlewareObj } from '@middy/core';
import { takesForms, type RouteDef } from '../../contract/define-route';
import { HttpError } from '../../lib/errors';
import { postedAsForm } from '../../lib/form-body';
import { log, UNHANDLED_ERROR_LINE } from '../../lib/log';
import { json, type ApiEvent, type ApiResult } from '../../lib/reply';
import type { FormPages } from '../implementation';

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * A form post (the download and confirm buttons, a sign-up form before the app starts) gets its
 * error as a page in words, not JSON; so does a browser asking for HTML on a route that takes
 * forms alone. A JSON post gets JSON.
 */
const wantsPage = (route: RouteDef, event: ApiEvent | undefined) =>
  takesForms(route) &&
  (postedAsForm(event) || (!route.accepts.includes('json') && /text\/html/.test(event?.headers?.accept ?? '')));

/** The error as a page in words; as JSON when no page can be drawn (her name is unknown before her site's first publish). */
async function errorPage(pages: FormPages, error: HttpError): Promise<ApiResult> {
  try {
    const page = await pages.wordsPage(error.statusCode, 'Please try again', error.message);
    return { statusCode: page.statusCode, headers: { ...page.headers, ...error.headers }, body: page.body as string };
  } catch {
    return json(error.statusCode, { message: error.message }, error.headers);
  }
}

/**
 * Errors as replies: an `HttpError` as its status with `{message, issues?}` (or a page, for a form
 * posted by a browser); anything else is logged and answered 500 with a generic message.
 */
export function errorReplies(route: RouteDef, pages?: FormPages): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: async (request) => {
      const error = request.error;
      const inWords = pages && wantsPage(route, request.event) ? pages : undefined;
      if (error instanceof HttpError) {
        request.response = inWords
          ? await errorPage(inWords, error)
          : json(
              error.statusCode,
              { message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
              error.headers,
            );
        return;
      }
      log.error(UNHANDLED_ERROR_LINE, {
        route: `${route.method} ${route.path}`,
        error:
          error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = inWords
        ? await errorPage(inWords, new HttpError(500, GENERIC_FAILURE))
        : json(500, { message: GENERIC_FAILURE });
    },
  };
}
