import middy, { type MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { ADMIN_GROUP } from '../contract/constants';
import { routes, type RouteName } from '../contract/routes';
import { MAX_JSON_DEPTH, type RouteDef } from '../contract/define-route';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from './errors';
import { deps } from './deps';
import { clientOf, requireDistribution } from './edge';
import { jsonDepthExceeds } from './json-depth';
import { log } from './log';
import { take } from './rate-limit';
import { json, Reply, resultOf, type ApiEvent, type ApiResult } from './reply';
import { html, htmlPage } from './html-page';
import { requireTwoFactor } from './two-factor';

export { json, Reply, type ApiEvent, type ApiResult };
export type Claims = Record<string, unknown>;

export interface Request<R extends RouteDef> {
  params: z.infer<R['params']>;
  body: z.infer<R['body']>;
  claims: Claims;
  event: ApiEvent;
}

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

function issuesOf(error: z.ZodError, prefix: string) {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const keys = 'keys' in issue && Array.isArray(issue.keys) ? issue.keys : null;
    const message = keys ? `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}` : issue.message;
    return { path: path || '(body)', message };
  });
}

function validationError(error: z.ZodError, what: 'body' | 'path') {
  const issues = issuesOf(error, what === 'path' ? 'path' : '');
  const sentence = (text: string) => text.replace(/\.$/, '');
  // One problem reads best as its own sentence (the forms show it as is); several are listed by field.
  const message =
    issues.length === 1 && issues[0]!.path !== '(body)'
      ? `${sentence(issues[0]!.message)}.`
      : `Please check the request: ${issues.map((i) => `${i.path}: ${sentence(i.message)}`).join('; ')}.`;
  return new BadRequestError(message, issues);
}

/** `cognito:groups` is an array in a verified token and a string like "[admin other]" once API Gateway has passed it on. */
export function groupsOf(claims: Claims): string[] {
  const raw = claims['cognito:groups'];
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw === 'string') return raw.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
  return [];
}

const MEDIA_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

async function readBody(event: ApiEvent, route: RouteDef): Promise<unknown> {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  if (Buffer.byteLength(raw, 'utf8') > route.maxBodyBytes) throw new PayloadTooLargeError(route.maxBodyBytes);
  if (raw.trim() === '') return {};
  const header = event.headers?.['content-type'] ?? '';
  const contentType = header.toLowerCase().split(';')[0]!.trim();
  if (route.accepts === 'form') {
    if (contentType === MEDIA_TYPES.form) return Object.fromEntries(new URLSearchParams(raw));
    // RFC 8058: mail providers SHOULD send one-click unsubscribes as multipart/form-data.
    if (contentType === 'multipart/form-data') {
      const fields = await new Response(raw, { headers: { 'content-type': header } }).formData().catch(() => {
        throw new BadRequestError('The form data could not be read.');
      });
      return Object.fromEntries([...fields].filter(([, value]) => typeof value === 'string'));
    }
    throw new UnsupportedMediaTypeError(MEDIA_TYPES.form);
  }
  if (contentType !== MEDIA_TYPES.json) throw new UnsupportedMediaTypeError(MEDIA_TYPES.json);
  if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) {
    throw new BadRequestError(`The request body nests too deeply: arrays and objects may be nested at most ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
}

/** Checks what API Gateway's JWT authorizer cannot: membership of the admin group. */
function requireAdmin(claims: Claims | undefined) {
  if (!claims || !claims.sub) throw new UnauthorizedError();
  if (!groupsOf(claims).includes(ADMIN_GROUP)) throw new ForbiddenError();
}

/** A browser that posted a form (the download and confirm buttons) asks for HTML: it gets its error as a page in words, not JSON. */
const wantsPage = (route: RouteDef, event: ApiEvent | undefined) => route.accepts === 'form' && /text\/html/.test(event?.headers?.accept ?? '');

async function errorPage(error: HttpError): Promise<ApiResult> {
  const page = htmlPage(error.statusCode, 'Please try again', html`<h1>Please try again</h1><p>${error.message}</p>`);
  return { statusCode: page.statusCode, headers: { ...page.headers, ...error.headers }, body: page.body as string };
}

function contract(route: RouteDef): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        request.response =
          wantsPage(route, request.event)
            ? await errorPage(error)
            : json(error.statusCode, { message: error.message, ...(error.issues ? { issues: error.issues } : {}) }, error.headers);
        return;
      }
      log.error('Unhandled error', {
        route: `${route.method} ${route.path}`,
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = json(500, { message: GENERIC_FAILURE });
    },
  };
}

/**
 * Wraps a route's domain call: checks the caller, size, content type, JSON and schema of the
 * request, then shapes the reply. A handler module is one call to this.
 */
export function routeHandler<N extends RouteName>(
  name: N,
  fn: (request: Request<(typeof routes)[N]>) => Promise<z.input<(typeof routes)[N]['reply']> | Reply>,
) {
  const route = routes[name] as RouteDef;
  const base = async (event: ApiEvent): Promise<ApiResult> => {
    const { originSecret, rateLimits } = deps();
    requireDistribution(event, originSecret);
    // The route's per-client limit, before any work is done.
    if (route.rateLimit && rateLimits) {
      const taken = await take(deps(), `${name}#${clientOf(event)}`, route.rateLimit);
      if (!taken.allowed) throw TooManyRequestsError.after(taken.retryAfterSeconds);
    }
    const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
    if (route.access === 'admin') {
      requireAdmin(claims);
      const { requireAdminMfa, askCognito, now } = deps();
      await requireTwoFactor(name, event, claims!, { ask: askCognito, required: requireAdminMfa, now: now().getTime() });
    }
    const params = route.params.safeParse(event.pathParameters ?? {});
    if (!params.success) throw validationError(params.error, 'path');
    const body = route.body.safeParse(await readBody(event, route));
    if (!body.success) throw validationError(body.error, 'body');
    const result = await fn({ params: params.data, body: body.data, claims: claims ?? {}, event } as Request<(typeof routes)[N]>);
    if (result instanceof Reply) return resultOf(result);
    return json(200, result);
  };
  return middy<ApiEvent, ApiResult>(base).use(contract(route));
}
