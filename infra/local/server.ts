import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { matchPath, methodsOf, type Method } from '../../functions/contract/define-route';
import { routeList } from '../../functions/contract/routes';
import { afterReplySettled } from '../../functions/core/after-reply/in-process';
import { EDGE, type EdgeDeclaration } from '../edge/declaration';
import type { EdgeCache } from '../edge/edge-cache';
import type { EdgeRequest } from '../edge/functions';
import { createLocalEdge, type OriginReply } from '../edge/local-edge';
import type { KeyValueReader } from '../edge/functions';
import { functionOf } from '../functions';
import { sitePaths, type SitePaths } from '../site-routing';
import { apiGatewayEvent } from './api-gateway-event';
import { bundledHandler } from './bundles';
import { bodyUpTo } from './request-body';
import { bucketOrigin } from './site-bucket';
import { asRouteFunction } from './iam-policies';
import { claimsAsApiGatewayPassesThem, type JwtAuthorizer } from './jwt-authorizer';
import { overrideDeps } from '../../functions/lib/deps';
import {
  endpoint,
  LOCAL_AFTER_REPLY_SETTLED_PATH,
  LOCAL_CLOCK_PATH,
  LOCAL_TEST_CLOCK_ENV,
  type LocalSettings,
} from './settings';

/** API Gateway refuses payloads over 10 MB before any Lambda runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

export interface LocalServerOptions {
  settings: LocalSettings;
  authorize: JwtAuthorizer;
  /** What CloudFront does (tests pass a changed one to show the server obeys it). */
  edge?: EdgeDeclaration;
  /** CloudFront's cache, which the local CloudFront API invalidates (none: every request reaches its origin). */
  cache?: EdgeCache;
  /** The published-pages key value store the site function reads (none: only the build's pages). */
  publishedPages?: KeyValueReader;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): OriginReply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: Buffer.from(JSON.stringify(body)),
});

let restoreClock: (() => void) | undefined;

/** `LOCAL_CLOCK_PATH`: the handlers' clock `offsetMs` after real time (0 or none: real time again). */
function moveClock(offsetMs: string | null) {
  restoreClock?.();
  restoreClock = undefined;
  const offset = Number(offsetMs);
  if (Number.isFinite(offset) && offset !== 0)
    restoreClock = overrideDeps({ now: () => new Date(Date.now() + offset) });
}

/** The build's pages, or none before the first `npm run build`. */
function pathsOf(frontendDir: string): SitePaths {
  try {
    return sitePaths(frontendDir);
  } catch {
    return { pages: [], files: [] };
  }
}

/**
 * The site's two origins on one port, as CloudFront serves them under two host names: the readers'
 * at settings.siteUrl (127.0.0.1), the admin's at settings.adminUrl (localhost). The edge
 * declaration (infra/edge/) decides, per host and path, between the site bucket (the build, and config.json) and the API (the functions' built
 * bundles, infra/build-functions.ts, with API Gateway's event shape and JWT check), run through
 * the same CloudFront Functions code.
 */
export function createLocalServer({
  settings,
  authorize,
  edge = EDGE,
  cache,
  publishedPages,
}: LocalServerOptions): Server {
  /** API Gateway and the Lambdas. */
  async function api(req: IncomingMessage, request: EdgeRequest, rawQuery: string): Promise<OriginReply> {
    const { method, uri } = request;
    const match = routeList
      .map((route) => ({
        route,
        params: methodsOf(route).includes(method as Method) ? matchPath(route.path, uri) : null,
      }))
      .find((candidate) => candidate.params);
    if (!match) return json(404, { message: `There is no API route ${method} ${uri}.` });
    const body = await bodyUpTo(req, MAX_PAYLOAD_BYTES);
    if (body === null) return json(413, { message: 'The request body is larger than the 10 MB the API accepts.' });

    let claims: Record<string, string> | undefined;
    if (match.route.access === 'admin') {
      const payload = await authorize(req.headers.authorization);
      // API Gateway's own answer when its JWT authorizer refuses a token.
      if (!payload) return json(401, { message: 'Unauthorized' });
      claims = claimsAsApiGatewayPassesThem(payload);
    }
    const event = apiGatewayEvent({
      // The method asked (HEAD on a GET page too), as API Gateway names it in the route key.
      route: { path: match.route.path, method: method as Method },
      rawPath: uri,
      rawQueryString: rawQuery,
      // The headers as the viewer-request function left them (the viewer's address), and the
      // origin secret CloudFront adds as an origin custom header.
      headers: {
        ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.value])),
        [edge.apiHeaders.originSecret]: settings.originSecret,
      },
      pathParameters: match.params ?? {},
      body,
      sourceIp: req.socket.remoteAddress,
      claims,
    });
    // The route's function as Lambda runs it: its built bundle, which dispatches on the route key.
    const handler = await bundledHandler(functionOf(match.route));
    const result: APIGatewayProxyResultV2 = await asRouteFunction(match.route, () =>
      handler(event, { awsRequestId: event.requestContext.requestId }),
    );
    if (typeof result === 'string')
      return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from(result) };
    const headers: Record<string, string | string[]> = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    const replyBody = result.body
      ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
      : Buffer.alloc(0);
    return { status: result.statusCode ?? 200, headers, body: replyBody };
  }

  const handle = createLocalEdge({
    edge,
    publishedPages,
    paths: pathsOf(settings.frontendDir),
    siteOrigins: { reader: settings.siteUrl, admin: settings.adminUrl },
    cspSources: {
      cognitoOrigin: endpoint(settings.ports.cognito),
      ebookOrigins: [endpoint(settings.ports.s3)],
      // The Stripe stand-in's hosted checkout page, as checkout.stripe.com in the cloud.
      checkoutOrigin: endpoint(settings.ports.stripe),
    },
    // The site bucket: the build as deployed into it (site-bucket.ts), and what functions publish
    // there; the media bucket: her pictures' variants, with the headers they were stored with.
    origins: {
      site: bucketOrigin(settings, settings.siteBucket, edge.notFoundPage),
      api,
      media: bucketOrigin(settings, settings.mediaBucket),
    },
    cache,
  });

  const testClock = process.env[LOCAL_TEST_CLOCK_ENV] === 'true';
  return createServer((req, res) => {
    // A client that goes away mid-request must not take the server with it.
    req.on('error', () => {});
    res.on('error', () => {});
    if (req.method === 'GET' && req.url === LOCAL_AFTER_REPLY_SETTLED_PATH) {
      void afterReplySettled().then(() => res.writeHead(204).end());
      return;
    }
    if (testClock && req.method === 'POST' && req.url?.startsWith(`${LOCAL_CLOCK_PATH}?`)) {
      moveClock(new URL(req.url, settings.siteUrl).searchParams.get('offsetMs'));
      res.writeHead(204).end();
      return;
    }
    handle(req, res).catch((error: unknown) => {
      // A client that left (or that Node's parser refused) is no server error.
      if (req.destroyed || res.destroyed) return;
      console.error('Local server error', error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: 'Something went wrong on our side. Please try again in a moment.' }));
      } else res.destroy();
    });
  });
}
