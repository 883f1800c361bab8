import middy from '@middy/core';
import type * as z from 'zod';
import { routes, type RouteName } from '../contract/routes';
import { MAX_JSON_DEPTH, methodsOf, takesForms, type RouteDef } from '../contract/define-route';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors';
import { formFields, mediaTypeOf, postedAsForm } from '../lib/form-body';
import { jsonDepthExceeds } from '../lib/json-depth';
import { validationError } from '../lib/validation-error';
import { adminOnly, groupsOf, usernameOf, type Claims } from './middleware/admin';
import { headWithoutBody } from './middleware/head';
import { errorReplies } from './middleware/errors';
import { perClientLimit } from './middleware/rate-limit';
import { replyShape } from './middleware/reply';
import type { FormPages, Request } from './implementation';
import { json, Reply, type ApiEvent, type ApiResult } from '../lib/reply';

export { json, Reply, type ApiEvent, type ApiResult };
export { groupsOf, usernameOf, type Claims };

const MEDIA_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

async function readBody(event: ApiEvent, route: RouteDef): Promise<unknown> {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (Buffer.byteLength(raw, 'utf8') > route.maxBodyBytes) throw new PayloadTooLargeError(route.maxBodyBytes);
  if (raw.trim() === '') return {};
  const header = event.headers?.['content-type'] ?? '';
  const contentType = mediaTypeOf(event);
  if (takesForms(route)) {
    if (contentType === MEDIA_TYPES.form) return formFields(new URLSearchParams(raw), route.body);
    // RFC 8058: mail providers SHOULD send one-click unsubscribes as multipart/form-data.
    if (contentType === 'multipart/form-data') {
      const fields = await new Response(raw, { headers: { 'content-type': header } }).formData().catch(() => {
        throw new BadRequestError('The form data could not be read.');
      });
      return formFields(
        [...fields].filter((field): field is [string, string] => typeof field[1] === 'string'),
        route.body,
      );
    }
  }
  // The refusal names the route's first encoding: JSON, the app's, on a route that takes both.
  if (!route.accepts.includes('json') || contentType !== MEDIA_TYPES.json)
    throw new UnsupportedMediaTypeError(MEDIA_TYPES[route.accepts[0]!]);
  if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) {
    throw new BadRequestError(
      `The request body nests too deeply: arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels.`,
    );
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
}

/** A form post to a route that also takes JSON: its JSON reply's `message` as a page in words. */
async function formAnswer(route: RouteDef, pages: FormPages, body: unknown, reply: unknown): Promise<unknown> {
  if (reply instanceof Reply || typeof (reply as { message?: unknown })?.message !== 'string') return reply;
  return pages.wordsPage(200, route.formAnswerHeading!(body, reply), (reply as { message: string }).message);
}

/**
 * Wraps a route's domain call in the middlewares its declaration asks for (middleware/): the
 * per-client limit when the route has one, the admin check for admin routes (the origin secret is
 * checked once, at the function's entry, before the route loads: dispatch.ts); the handler reads and validates the input (size, content type, JSON, schema), and the
 * reply and error middlewares shape what goes back; a route that takes forms answers a browser in
 * words with `formPages`. A handler module is one call to this.
 */
export function routeHandler<N extends RouteName>(
  name: N,
  fn: (request: Request<(typeof routes)[N]>) => Promise<z.input<(typeof routes)[N]['reply']> | Reply>,
  formPages?: FormPages,
) {
  const route = routes[name] as RouteDef;
  if (takesForms(route) && !formPages)
    throw new Error(
      `${name} takes forms: its area's implementRoutes is given formPages (functions/http/token-pages.ts).`,
    );
  const base = async (event: ApiEvent): Promise<ApiResult> => {
    const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
    const params = route.params.safeParse(event.pathParameters ?? {});
    if (!params.success) throw validationError(params.error, 'path');
    const body = route.body.safeParse(await readBody(event, route));
    if (!body.success) throw validationError(body.error);
    const reply = await fn({ params: params.data, body: body.data, claims: claims ?? {}, event } as Request<
      (typeof routes)[N]
    >);
    // The reply middleware turns the domain's answer into API Gateway's result.
    return (
      route.formAnswerHeading && postedAsForm(event) ? await formAnswer(route, formPages!, body.data, reply) : reply
    ) as ApiResult;
  };
  const handler = middy<ApiEvent, ApiResult>(base);
  if (methodsOf(route).includes('HEAD')) handler.use(headWithoutBody());
  handler.use(errorReplies(route, formPages)).use(replyShape());
  if (route.rateLimit) handler.use(perClientLimit(name, route.rateLimit));
  if (route.access === 'admin') handler.use(adminOnly(name));
  return handler;
}
