import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RouteDef } from '../../functions/contract/define-route';
import { EDGE_HEADERS } from '../../functions/contract/edge';

export interface EventInput {
  route: Pick<RouteDef, 'method' | 'path'>;
  rawPath: string;
  rawQueryString?: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  body?: string;
  sourceIp?: string;
  /** Claims of a verified token, already in the string form API Gateway passes on. */
  claims?: Record<string, string>;
  /**
   * false for a request sent straight to the API's own address. Otherwise the request came
   * through CloudFront, which adds the origin secret (ORIGIN_SECRET) and the viewer's address
   * (the local server passes both in `headers`; tests that build events get them here).
   */
  viaDistribution?: boolean;
}

/** The HTTP API payload format 2.0 event API Gateway gives a Lambda, built the same way for the local server and tests. */
export function apiGatewayEvent(input: EventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = new Date();
  const fromEdge: Record<string, string> =
    input.viaDistribution === false
      ? {}
      : {
          [EDGE_HEADERS.viewerAddress]: input.sourceIp ?? '127.0.0.1',
          [EDGE_HEADERS.originSecret]: process.env.ORIGIN_SECRET ?? '',
        };
  const headers = {
    ...fromEdge,
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const routeKey = `${input.route.method} ${input.route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: input.rawPath,
    rawQueryString: input.rawQueryString ?? '',
    headers,
    queryStringParameters: input.rawQueryString
      ? Object.fromEntries(new URLSearchParams(input.rawQueryString))
      : undefined,
    pathParameters: input.pathParameters && Object.keys(input.pathParameters).length ? input.pathParameters : undefined,
    body: input.body || undefined,
    isBase64Encoded: false,
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    stageVariables: undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: input.route.method,
        path: input.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: input.claims
        ? { principalId: '', integrationLatency: 0, jwt: { claims: input.claims, scopes: [] } }
        : (undefined as never),
    },
  };
}
