import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
/** The claims of the caller's Cognito token, as API Gateway's JWT authorizer passes them on. */
export type Claims = Record<string, unknown>;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** A reply other than `200` with a JSON body (a `201`, a redirect, an HTML page). */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** The API Gateway result for a handler's reply: a string body as is (an HTML page), bytes as base64 (a file), anything else as JSON. */
export function resultOf(reply: Reply): ApiResult {
  if (typeof reply.body === 'string') return { statusCode: reply.statusCode, headers: reply.headers, body: reply.body };
  if (reply.body instanceof Uint8Array) {
    const body = Buffer.from(reply.body).toString('base64');
    return { statusCode: reply.statusCode, headers: reply.headers, body, isBase64Encoded: true };
  }
  return json(reply.statusCode, reply.body, reply.headers);
}

/** A HEAD request (on a GET page that answers it): the handler answers as to GET but leaves out GET's side effects. */
export const isHead = (event: Pick<ApiEvent, 'requestContext'> | undefined) =>
  event?.requestContext?.http?.method === 'HEAD';
