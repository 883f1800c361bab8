/**
 * CloudFront on this machine: the local server hands every request to this, which does what the
 * edge declaration says (the behaviour by path pattern, its methods, the CloudFront Functions'
 * own code run in a V8 context, error responses, response headers, compression) in front of two
 * origins the server provides: the site bucket and the API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADER_SETS, type CspSources, type HeaderSet } from '../security-headers';
import type { SitePaths } from '../site-routing';
import { compressFor } from './compression';
import type { EdgeCache } from './edge-cache';
import {
  allowedMethods,
  behaviourFor,
  type EdgeBehaviour,
  type EdgeDeclaration,
  type EdgeFunctionId,
  EDGE_FUNCTIONS,
} from './declaration';
import {
  edgeFunctionCode,
  loadEdgeFunction,
  type EdgeEvent,
  type KeyValueReader,
  type EdgeRequest,
  type EdgeResponse,
  type SiteOrigins,
} from './functions';
import { parseRequestTarget, validHost } from './request-target';

export type Headers = Record<string, string | string[]>;

/** What an origin answers. */
export interface OriginReply {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface LocalOrigins {
  /** The site bucket's object `key` (decoded, no leading slash), as S3 answers it. */
  site(key: string): Promise<OriginReply>;
  /** The media bucket's object `key`, as S3 answers it. */
  media(key: string): Promise<OriginReply>;
  /** The API (API Gateway and the Lambdas), given the request as the viewer-request function left it. */
  api(req: IncomingMessage, request: EdgeRequest, rawQuery: string): Promise<OriginReply>;
}

export interface LocalEdgeOptions {
  edge: EdgeDeclaration;
  paths: SitePaths;
  /** The admin's own origin and the readers', told apart by Host as the deployed functions do. */
  siteOrigins?: SiteOrigins;
  cspSources: CspSources;
  origins: LocalOrigins;
  /** What the edge keeps of the origins' replies (none: every request reaches its origin). */
  cache?: EdgeCache;
  /** The published-pages key value store the site function reads (none: no page published after the build). */
  publishedPages?: KeyValueReader;
}

const text = (status: number, message: string): OriginReply => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: Buffer.from(`${message}\n`),
});

/** The API's way of refusing: a JSON `{ message }`, as every API 4xx answers. */
const jsonRefusal = (status: number, message: string): OriginReply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify({ message })),
});

const toEdgeHeaders = (headers: Headers): Record<string, { value: string }> =>
  Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k.toLowerCase(), { value: Array.isArray(v) ? v.join(', ') : v }]),
  );

/** A request listener that answers as the declared distribution would. */
export function createLocalEdge({
  edge,
  paths,
  siteOrigins,
  cspSources,
  origins,
  cache,
  publishedPages,
}: LocalEdgeOptions) {
  const headerSets = Object.fromEntries(
    HEADER_SETS.map((set) => [set, edge.responseHeaders(cspSources, { https: false, set })]),
  ) as Record<HeaderSet, Record<string, string>>;
  const functions = new Map<EdgeFunctionId, ReturnType<typeof loadEdgeFunction>>();
  for (const id of Object.keys(EDGE_FUNCTIONS) as EdgeFunctionId[])
    functions.set(id, loadEdgeFunction(edgeFunctionCode(id, edge, paths, siteOrigins), publishedPages));

  const eventOf = (
    req: IncomingMessage,
    eventType: EdgeEvent['context']['eventType'],
    request: EdgeRequest,
  ): EdgeEvent => ({
    version: '1.0',
    context: { eventType, distributionDomainName: req.headers.host },
    viewer: { ip: req.socket.remoteAddress ?? '' },
    request,
  });

  async function originReply(
    req: IncomingMessage,
    behaviour: EdgeBehaviour,
    request: EdgeRequest,
    rawQuery: string,
  ): Promise<OriginReply> {
    if (behaviour.origin === 'api') return origins.api(req, request, rawQuery);
    // S3 keys are the decoded path; the viewer-request function may have changed the uri.
    let key: string;
    try {
      key = decodeURIComponent(request.uri).slice(1);
    } catch {
      return text(400, 'Bad request: the path is not valid percent-encoding.');
    }
    return behaviour.origin === 'media' ? origins.media(key) : origins.site(key);
  }

  /** A request refused before any origin: in words for the site, as JSON `{ message }` on a path the API answers. */
  const refusal = (url: string | undefined, status: number, message: string) =>
    (behaviourFor(edge, (url ?? '').split('?')[0]!).origin === 'api' ? jsonRefusal : text)(status, message);

  async function answer(req: IncomingMessage): Promise<{ reply: OriginReply; behaviour?: EdgeBehaviour }> {
    const target = parseRequestTarget(req.url);
    if ('status' in target) return { reply: refusal(req.url, target.status, target.message) };
    if (!validHost(req.headers.host))
      return { reply: refusal(req.url, 400, 'Bad request: the Host header is not a host name.') };
    const behaviour = behaviourFor(edge, target.path);
    const method = req.method ?? 'GET';
    if (!allowedMethods(behaviour).includes(method)) {
      return {
        reply: text(
          403,
          `This distribution is not configured to allow the HTTP request method ${method} for ${behaviour.pathPattern}.`,
        ),
        behaviour,
      };
    }

    let request: EdgeRequest = {
      method,
      uri: target.path,
      querystring: Object.fromEntries([...new URLSearchParams(target.query)].map(([k, v]) => [k, { value: v }])),
      headers: toEdgeHeaders(req.headers as Headers),
      cookies: {},
    };
    if (behaviour.viewerRequest) {
      const out = await functions.get(behaviour.viewerRequest)!(eventOf(req, 'viewer-request', request));
      // A function may answer itself (a redirect) instead of passing the request on.
      if ('statusCode' in out) {
        const headers = Object.fromEntries(Object.entries(out.headers ?? {}).map(([k, v]) => [k, v.value]));
        return { reply: { status: out.statusCode, headers, body: Buffer.alloc(0) }, behaviour };
      }
      request = out;
    }

    // Reads are kept as the behaviour's cache policy says, keyed by the path the function left.
    const fromOrigin = () => originReply(req, behaviour, request, target.query);
    let reply =
      cache && (method === 'GET' || method === 'HEAD')
        ? await cache.fetch(behaviour.cachePolicy, request.uri, fromOrigin)
        : await fromOrigin();
    const mapped = edge.errorResponses.find((e) => e.httpStatus === reply.status);
    if (mapped)
      reply = { ...(await origins.site(mapped.responsePagePath.slice(1))), status: mapped.responseHttpStatus };

    // A revalidation of an unchanged object (CloudFront compares ETags weakly: compressed copies carry W/).
    const etag = String(reply.headers.etag ?? '').replace(/^W\//, '');
    const conditional = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (reply.status === 200 && etag && (conditional.includes(etag) || conditional.includes('*'))) {
      // The body stays for the headers it implies (encoding, Vary); none is sent.
      reply = { ...reply, status: 304 };
    }

    // CloudFront runs no viewer-response function on an origin's reply of 400 or more.
    if (behaviour.viewerResponse && reply.status < 400) {
      const event: EdgeEvent = {
        ...eventOf(req, 'viewer-response', request),
        response: { statusCode: reply.status, headers: toEdgeHeaders(reply.headers) },
      };
      const out = (await functions.get(behaviour.viewerResponse)!(event)) as EdgeResponse;
      const setCookie = reply.headers['set-cookie'];
      const headers: Headers = Object.fromEntries(Object.entries(out.headers).map(([k, v]) => [k, v.value]));
      if (setCookie) headers['set-cookie'] = setCookie;
      reply = { status: out.statusCode, headers, body: reply.body };
    }
    return { reply, behaviour };
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { reply, behaviour } = await answer(req);
    const headers: Headers = Object.fromEntries(Object.entries(reply.headers).map(([k, v]) => [k.toLowerCase(), v]));
    for (const name of edge.removeHeaders) delete headers[name];
    // A request refused before it has a behaviour gets the stricter set.
    for (const [name, value] of Object.entries(headerSets[behaviour?.headers ?? 'isolated'])) {
      if (!(edge.originMayOverride.includes(name) && headers[name] !== undefined)) headers[name] = value;
    }
    const acceptEncoding = req.headers['accept-encoding'];
    const sent = behaviour
      ? await compressFor({ edge, behaviour, headers, body: reply.body, acceptEncoding, httpVersion: req.httpVersion })
      : { body: reply.body, headers: {} };
    Object.assign(headers, sent.headers);
    // A 304 has no body; its headers describe the copy the viewer holds.
    if (reply.status === 304) delete headers['content-length'];
    else headers['content-length'] = String(sent.body.length);
    res.writeHead(reply.status, headers);
    res.end(req.method === 'HEAD' || reply.status === 304 ? undefined : sent.body);
  };
}
