import { createHash } from 'node:crypto';
import { stat, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { matchPath, methodsOf, type Method } from '../../functions/contract/define-route';
import { routeList } from '../../functions/contract/routes';
import { SITE_CONFIG_PATH, type SiteConfig } from '../../functions/contract/site-config';
import { afterReplySettled } from '../../functions/core/after-reply/in-process';
import { EDGE, objectCacheControl, type EdgeDeclaration } from '../edge/declaration';
import type { EdgeRequest } from '../edge/functions';
import { createLocalEdge, type OriginReply } from '../edge/local-edge';
import { functionOf } from '../functions';
import { sitePaths, type SitePaths } from '../site-routing';
import { apiGatewayEvent } from './api-gateway-event';
import { bundledHandler } from './bundles';
import { localS3 } from './seed';
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

/** The Content-Type the deployment gives each file (by extension, as BucketDeployment does). */
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

export interface LocalServerOptions {
  settings: LocalSettings;
  config: SiteConfig;
  authorize: JwtAuthorizer;
  /** What CloudFront does (tests pass a changed one to show the server obeys it). */
  edge?: EdgeDeclaration;
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

/** S3's answer for a key that is not there (OAC with ListBucket: 404, not 403). */
const noSuchKey = (): OriginReply => ({
  status: 404,
  headers: { 'content-type': 'application/xml' },
  body: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
  ),
});

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
export function createLocalServer({ settings, config, authorize, edge = EDGE }: LocalServerOptions): Server {
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
    const body = await readBody(req);
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

  // The site bucket: the build's files with the Cache-Control the deployment gives their kind,
  // and config.json. Files are read once per change (their compressed forms are kept with them).
  const root = settings.frontendDir;
  const files = new Map<string, { mtimeMs: number; size: number; body: Buffer; etag: string }>();
  // S3's ETag of an object uploaded in one part: the MD5 of its bytes.
  const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
  const configBody = JSON.stringify(config);
  async function site(key: string): Promise<OriginReply> {
    const cacheControl = objectCacheControl(edge, key);
    if (`/${key}` === SITE_CONFIG_PATH)
      return json(200, config, { 'cache-control': cacheControl, etag: etagOf(Buffer.from(configBody)) });
    // An S3 key is literal: no segment climbs out of the bucket or names a folder.
    const segments = key.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) return noSuchKey();
    const file = resolve(root, ...segments);
    if (!file.startsWith(root + sep)) return noSuchKey();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      if (`/${key}` === edge.notFoundPage)
        return { ...json(404, { message: 'The frontend is not built. Run `npm run build`.' }) };
      return noSuchKey();
    }
    let cached = files.get(file);
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      const body = await readFile(file);
      cached = { mtimeMs: info.mtimeMs, size: info.size, body, etag: etagOf(body) };
      files.set(file, cached);
    }
    return {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': cacheControl,
        etag: cached.etag,
      },
      body: cached.body,
    };
  }

  // The media bucket, as CloudFront's origin access reads it: the object with the headers it was stored with.
  const s3 = localS3(settings);
  async function media(key: string): Promise<OriginReply> {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: settings.mediaBucket, Key: key }));
      const headers: Record<string, string> = {};
      if (object.ContentType) headers['content-type'] = object.ContentType;
      if (object.CacheControl) headers['cache-control'] = object.CacheControl;
      if (object.ETag) headers.etag = object.ETag;
      return { status: 200, headers, body: Buffer.from(await object.Body!.transformToByteArray()) };
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return noSuchKey();
      throw error;
    }
  }

  const handle = createLocalEdge({
    edge,
    paths: pathsOf(root),
    siteOrigins: { reader: settings.siteUrl, admin: settings.adminUrl },
    cspSources: {
      cognitoOrigin: endpoint(settings.ports.cognito),
      ebookOrigins: [endpoint(settings.ports.s3)],
      // The Stripe stand-in's hosted checkout page, as checkout.stripe.com in the cloud.
      checkoutOrigin: endpoint(settings.ports.stripe),
    },
    origins: { site, api, media },
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
