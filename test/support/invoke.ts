import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { pathOf } from '../../functions/contract/define-route';
import { afterReplySettled } from '../../functions/core/after-reply/in-process';
import { routes, type RouteName } from '../../functions/contract/routes';
import { apiGatewayEvent, type EventInput } from '../../infra/local/api-gateway-event';
import { functionOf } from '../../infra/functions';
import { backgroundFunction, bundledHandler } from '../../infra/local/bundles';
import { asRouteFunction } from '../../infra/local/iam-policies';

/**
 * The integration tests' one way into a route: the built bundle of the function that serves it
 * (infra/local/bundles.ts, as the local server and Lambda run it), called in-process with the event
 * API Gateway gives the Lambda, whose route key picks the route's handler. An admin route gets the
 * author's claims unless the test says otherwise.
 */

/** Claims of the signed-in author as API Gateway's JWT authorizer passes them on (groups in its string form). */
export const ADMIN_CLAIMS = { sub: 'test-author', username: 'author', 'cognito:groups': '[admin]' };

export interface InvokeOptions {
  params?: Record<string, string>;
  /** The raw query string, without `?`. */
  query?: string;
  /** Sent as JSON (a string is sent as it is, for malformed bodies). */
  body?: unknown;
  /** Sent as an HTML form (application/x-www-form-urlencoded). */
  form?: string;
  headers?: Record<string, string>;
  /** The verified token's claims; null sends none, even to an admin route. */
  claims?: Record<string, string> | null;
  sourceIp?: string;
  /** false: sent straight to the API's own address, without CloudFront's origin secret. */
  viaDistribution?: boolean;
}

export interface Invoked {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  text: string;
  /** The body as bytes: a file's, which the function sends base64-encoded. */
  bytes: Uint8Array;
  json: <T = Record<string, unknown>>() => T;
}

/** The event `invoke` sends, for tests that check the event itself or change it. */
export function eventFor(name: RouteName, options: InvokeOptions = {}) {
  const route = routes[name];
  const body =
    options.form ??
    (options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body));
  const contentType = options.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
  const claims =
    options.claims === null ? undefined : (options.claims ?? (route.access === 'admin' ? ADMIN_CLAIMS : undefined));
  const input: EventInput = {
    route,
    rawPath: pathOf(route, options.params),
    rawQueryString: options.query,
    pathParameters: options.params,
    headers: { ...(body !== undefined ? { 'content-type': contentType } : {}), ...options.headers },
    body,
    claims,
    sourceIp: options.sourceIp,
    viaDistribution: options.viaDistribution,
  };
  return apiGatewayEvent(input);
}

/**
 * Calls the route and, once it has replied, waits for the work it left for after its reply
 * (functions/core/after-reply/: a sign-up's, a "My books" request's), which runs in this process
 * as the cloud runs it in an asynchronous invoke: a test reads what that work did once it is done.
 */
export async function invoke(name: RouteName, options: InvokeOptions = {}): Promise<Invoked> {
  const handler = await bundledHandler(functionOf(routes[name]));
  // As the route's function: its AWS calls are refused unless its synthesized IAM policy allows them.
  const result: APIGatewayProxyStructuredResultV2 = await asRouteFunction(routes[name], () =>
    handler(eventFor(name, options), {}),
  );
  await afterReplySettled();
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
    text,
    bytes: new Uint8Array(Buffer.from(text, result.isBase64Encoded ? 'base64' : 'utf8')),
    json: <T>() => JSON.parse(text) as T,
  };
}

type Background<M extends { handler: (event: never) => unknown }> = (event: unknown) => ReturnType<M['handler']>;

/** The SES events function, called in-process as EventBridge calls it (its built bundle, as the function). */
export const sesEvents = backgroundFunction('sesEvents') as Background<
  typeof import('../../functions/events/ses-events')
>;

/** The scheduler function, called in-process as EventBridge Scheduler calls it every minute. */
export const runScheduler = backgroundFunction('campaignScheduler') as Background<
  typeof import('../../functions/jobs/run-scheduled-sends')
>;
