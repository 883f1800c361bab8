import type { BodyOf, ParamsOf, ReplyOf, RouteName } from '@contract/routes';
import { fillPath } from '@contract/paths';
import { getAccessToken, reportSessionEnded, SESSION_ENDED_MESSAGE } from './auth-token';
import { routeTable } from './route-table';
import { ApiError } from './api-error';

export { fillPath, ApiError };

/** Params are required only for routes whose path has `{name}` segments. */
type HasNoParams<N extends RouteName> = Record<string, never> extends ParamsOf<N> ? true : false;

type CallOptions<N extends RouteName> = (HasNoParams<N> extends true
  ? { params?: ParamsOf<N> }
  : { params: ParamsOf<N> }) & {
  body?: BodyOf<N>;
  /** Query parameters (a period's `from` and `to`, say); empty values are left out. */
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** The request outlives the page (fetch's keepalive): a count sent as the reader follows a link. */
  keepalive?: boolean;
};

const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'The request was not accepted.',
  401: 'Please sign in to do this.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function fallbackMessage(status: number, statusText: string): string {
  if (FALLBACK_MESSAGES[status]) return FALLBACK_MESSAGES[status];
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return statusText || `Request failed with status ${status}.`;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message: string | undefined;
  let issues: ApiError['issues'];
  try {
    const reply: unknown = await response.json();
    if (reply && typeof reply === 'object') {
      const r = reply as { message?: unknown; issues?: unknown };
      if (typeof r.message === 'string' && r.message.trim()) message = r.message;
      if (Array.isArray(r.issues)) issues = r.issues as ApiError['issues'];
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall back to a generic text.
  }
  return new ApiError(
    response.status,
    message ?? fallbackMessage(response.status, response.statusText),
    issues,
    message,
  );
}

function sessionEnded(): ApiError {
  reportSessionEnded(SESSION_ENDED_MESSAGE);
  return new ApiError(401, SESSION_ENDED_MESSAGE);
}

/**
 * Calls an API route by its name in the contract: method and path come from the route table,
 * admin routes carry the signed-in author's access token.
 */
export async function callApi<N extends RouteName>(
  name: N,
  ...[options]: HasNoParams<N> extends true ? [CallOptions<N>?] : [CallOptions<N>]
): Promise<ReplyOf<N>> {
  const route = routeTable[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = {
    method: route.method,
    credentials: 'include',
    headers,
    signal: options?.signal,
    keepalive: options?.keepalive,
  };

  if (options?.body !== undefined && route.method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (route.access === 'admin') {
    const token = await getAccessToken();
    if (!token) throw sessionEnded();
    headers.authorization = `Bearer ${token}`;
  }

  const query = new URLSearchParams(
    Object.entries(options?.query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  const path = fillPath(route.path, (options?.params ?? {}) as Record<string, string>) + (query ? `?${query}` : '');
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  // An admin token the API refuses (expired, revoked, signed out elsewhere): back to sign-in, not a raw 401.
  if (response.status === 401 && route.access === 'admin') throw sessionEnded();
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as ReplyOf<N>;
  return (await response.json()) as ReplyOf<N>;
}
