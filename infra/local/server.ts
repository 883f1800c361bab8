import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { matchPath } from '../../functions/contract/define-route';
import { routeList } from '../../functions/contract/routes';
import { TooManyRequestsError } from '../../functions/lib/errors';
import { SITE_CONFIG_PATH, type SiteConfig } from '../../functions/contract/site-config';
import { securityHeaders } from '../security-headers';
import { ADMIN_SHELL, isAdminPath } from '../site-routing';
import { apiGatewayEvent } from './api-gateway-event';
import { claimsAsApiGatewayPassesThem, type JwtAuthorizer } from './jwt-authorizer';
import { createRateLimiter } from './rate-limiter';
import { endpoint, LOOPBACK, type LocalSettings } from './settings';

/** API Gateway refuses payloads over 10 MB before any Lambda runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

type LambdaHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyResultV2>;

export interface LocalServerOptions {
  settings: LocalSettings;
  config: SiteConfig;
  authorize: JwtAuthorizer;
}

/**
 * One origin, as CloudFront gives in the cloud: every path of the route table goes to the same
 * handler modules the Lambdas run (with API Gateway's event shape and JWT check), everything else
 * is the built site.
 */
export function createLocalServer({ settings, config, authorize }: LocalServerOptions): Server {
  const limiter = createRateLimiter();
  const headers = securityHeaders({ cognitoOrigin: endpoint(settings.ports.cognito), ebookOrigins: [endpoint(settings.ports.s3)] }, { https: false });
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const handlerFor = (module: string) => {
    if (!handlers.has(module)) {
      const file = pathToFileURL(resolve('functions/http', `${module}.ts`)).href;
      handlers.set(module, import(file).then((m: { handler: LambdaHandler }) => m.handler));
    }
    return handlers.get(module)!;
  };

  const send = (res: ServerResponse, status: number, body: string | Buffer, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...headers, ...extra });
    res.end(body);
  };
  const sendJson = (res: ServerResponse, status: number, body: unknown) =>
    send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });

  async function readBody(req: IncomingMessage): Promise<string | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) return null;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const match = routeList
      .map((route) => ({ route, params: route.method === method ? matchPath(route.path, url.pathname) : null }))
      .find((candidate) => candidate.params);
    if (!match) return sendJson(res, 404, { message: `There is no API route ${method} ${url.pathname}.` });
    // The stack's WAF rate rule, per client address, before any work is done.
    const { rateLimit } = match.route;
    if (rateLimit && settings.rateLimits) {
      const taken = limiter.take(`${match.route.name} ${req.socket.remoteAddress ?? ''}`, rateLimit);
      if (!taken.allowed) {
        res.setHeader('retry-after', String(taken.retryAfterSeconds));
        return sendJson(res, 429, { message: new TooManyRequestsError().message });
      }
    }
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, { message: 'The request body is larger than the 10 MB the API accepts.' });

    let claims: Record<string, string> | undefined;
    if (match.route.access === 'admin') {
      const payload = await authorize(req.headers.authorization);
      // API Gateway's own answer when its JWT authorizer refuses a token.
      if (!payload) return sendJson(res, 401, { message: 'Unauthorized' });
      claims = claimsAsApiGatewayPassesThem(payload);
    }
    const event = apiGatewayEvent({
      route: match.route,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])),
      pathParameters: match.params ?? {},
      body,
      sourceIp: req.socket.remoteAddress,
      claims,
    });
    const handler = await handlerFor(match.route.handler);
    const result = await handler(event, { awsRequestId: event.requestContext.requestId });
    if (typeof result === 'string') return send(res, 200, result, { 'content-type': 'application/json; charset=utf-8' });
    const replyHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
    if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
    const replyBody = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : '';
    send(res, result.statusCode ?? 200, replyBody, replyHeaders);
  }

  /** The site bucket's objects: the admin shell for /admin/*, a file, else a prerendered `<path>/index.html`, else 404.html with status 404. */
  function serveSite(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === SITE_CONFIG_PATH) return sendJson(res, 200, config);
    const root = settings.frontendDir;
    // Admin deep links get the admin shell, as CloudFront's PrettyUrls function does.
    const sitePath = isAdminPath(url.pathname) ? ADMIN_SHELL : url.pathname;
    const safe = normalize(decodeURIComponent(sitePath)).replace(/^([/\\])+/, '');
    const candidates = [join(root, safe), join(root, safe, 'index.html'), join(root, `${safe}.html`)];
    const file = candidates.find((path) => (path === root || path.startsWith(root + sep)) && existsSync(path) && statSync(path).isFile());
    const status = file ? 200 : 404;
    const chosen = file ?? [join(root, '404.html'), join(root, 'index.html')].find((path) => existsSync(path));
    if (!chosen) return send(res, 404, 'The frontend is not built. Run `npm run build`.', { 'content-type': 'text/plain; charset=utf-8' });
    const immutable = chosen.includes(`${sep}assets${sep}`);
    res.writeHead(status, {
      ...headers,
      'content-type': CONTENT_TYPES[extname(chosen)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(chosen).pipe(res);
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${LOOPBACK}`);
    // Any route of the table (the API, and pages or feeds rendered by a function, like CloudFront's
    // behaviours in the cloud) goes to its handler; unmatched /api/* paths get the API's 404 JSON.
    const routed = url.pathname.startsWith('/api/') || routeList.some((route) => route.method === req.method && matchPath(route.path, url.pathname));
    const work = routed ? serveApi(req, res, url) : Promise.resolve(serveSite(req, res, url));
    work.catch((error: unknown) => {
      console.error('Local server error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong on our side. Please try again in a moment.' });
      else res.end();
    });
  });
}
