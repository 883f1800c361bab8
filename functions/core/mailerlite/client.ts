/**
 * The one adapter to MailerLite's REST API ("new" MailerLite: https://connect.mailerlite.com/api,
 * Bearer key, JSON). It paces requests within MailerLite's documented limits, retries 429 (after
 * the wait the server names) and 5xx or network failures (doubling waits, a bounded number of
 * tries), and never waits past the caller's deadline. Every failure it gives up on is a
 * `MailerLiteError` (502) whose message the author can act on.
 */
import { MAILERLITE_KEY_PLACEHOLDER } from '../../contract/mailerlite';
import type { Deps } from '../../lib/deps';
import { HttpError, NotConfiguredError } from '../../lib/errors';
import { log } from '../../lib/log';
import {
  backoffDelay,
  realClock,
  serverRequestedWait,
  SlidingWindowLimiter,
  WaitTooLongError,
  type Clock,
  type RetryPolicy,
} from './rate-limit';

/** MailerLite's documented limits (developers.mailerlite.com: Getting started; Batching). */
export const MAILERLITE_LIMITS = {
  requestsPerMinute: 120,
  /** A batch made only of subscriber upserts is run as an import: 5 a minute, besides the 120. */
  importsPerMinute: 5,
  requestsPerBatch: 50,
} as const;

/**
 * The time one API request of ours may spend on MailerLite: under the Lambda's 15 s timeout,
 * with room left to record the outcome.
 */
export const MAILERLITE_WORK_BUDGET_MS = 10_000;

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 4_000 };
const REQUEST_TIMEOUT_MS = 8_000;
const MAX_GROUP_PAGES = 20;

export const NOT_CONNECTED_MESSAGE = 'MailerLite is not connected: set the API key (see README, Deploying).';

/** MailerLite failed us (refused the key, kept failing, asked for a long wait): not the caller's fault. */
export class MailerLiteError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

/** MailerLite's rate limit asks for a wait longer than the time left; syncing again later continues. */
export class MailerLiteBusyError extends MailerLiteError {
  constructor(readonly waitMs: number) {
    super(
      `MailerLite asks us to wait ${Math.ceil(waitMs / 1000)} seconds before the next request. Please try again after that.`,
    );
  }
}

export interface MailerLiteApiGroup {
  id: string;
  name: string;
  active_count?: number;
}

export interface MailerLiteApiSubscriber {
  id: string;
  email: string;
  status?: string;
}

export interface SubscriberUpsert {
  email: string;
  name?: string;
  groupIds: string[];
}

export interface BatchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Relative to the API, starting with `api/` as the Batching page requires. */
  path: string;
  body?: Record<string, unknown>;
}

export interface BatchResponse {
  code: number;
  body: unknown;
}

interface Limiters {
  requests: SlidingWindowLimiter;
  imports: SlidingWindowLimiter;
}

export interface MailerLiteClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Epoch ms after which no request starts and no retry waits. */
  deadline?: number;
  retry?: RetryPolicy;
  clock?: Clock;
  limiters?: Limiters;
}

/** MailerLite counts per account, so all clients of one key in this process share the limiters. */
const limitersByKey = new Map<string, Limiters>();

function sharedLimiters(apiKey: string): Limiters {
  let limiters = limitersByKey.get(apiKey);
  if (!limiters) {
    limiters = {
      requests: new SlidingWindowLimiter(MAILERLITE_LIMITS.requestsPerMinute, 60_000),
      imports: new SlidingWindowLimiter(MAILERLITE_LIMITS.importsPerMinute, 60_000),
    };
    limitersByKey.set(apiKey, limiters);
  }
  return limiters;
}

/** The body MailerLite gives for an upsert: the name only when we know it, so a known name is never blanked. */
function upsertBody(subscriber: SubscriberUpsert): Record<string, unknown> {
  return {
    email: subscriber.email,
    ...(subscriber.name ? { fields: { name: subscriber.name } } : {}),
    groups: subscriber.groupIds,
  };
}

/** MailerLite's error body: `{ message, errors: { field: [text] } }`, as a sentence. */
export function describeRefusal(body: unknown): string {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
  const details = Object.values(errors ?? {})
    .flat()
    .filter((text): text is string => typeof text === 'string');
  const text = [typeof message === 'string' ? message : '', ...details.filter((d) => d !== message)]
    .filter(Boolean)
    .join(' ');
  return text || 'no reason given.';
}

export class MailerLiteClient {
  private readonly baseUrl: string;
  private readonly deadline: number;
  private readonly retry: RetryPolicy;
  private readonly clock: Clock;
  private readonly limiters: Limiters;

  constructor(private readonly options: MailerLiteClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.deadline = options.deadline ?? Number.POSITIVE_INFINITY;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.clock = options.clock ?? realClock;
    this.limiters = options.limiters ?? sharedLimiters(options.apiKey);
  }

  /** Every group of the account (GET /groups, page by page). */
  async listGroups(): Promise<MailerLiteApiGroup[]> {
    const groups: MailerLiteApiGroup[] = [];
    for (let page = 1; page <= MAX_GROUP_PAGES; page++) {
      const reply = await this.call<{ data: MailerLiteApiGroup[]; meta?: { last_page?: number } }>(
        'GET',
        `/groups?limit=100&page=${page}`,
      );
      groups.push(...reply.data);
      if (reply.data.length === 0 || page >= (reply.meta?.last_page ?? page)) break;
    }
    return groups;
  }

  /** The group of that exact name, made if the account has none (POST /groups). */
  async findOrCreateGroup(name: string): Promise<MailerLiteApiGroup> {
    const found = await this.call<{ data: MailerLiteApiGroup[] }>(
      'GET',
      `/groups?limit=100&filter[name]=${encodeURIComponent(name)}`,
    );
    const group =
      found.data.find((g) => g.name === name) ?? found.data.find((g) => g.name.toLowerCase() === name.toLowerCase());
    if (group) return group;
    const created = await this.call<{ data: MailerLiteApiGroup }>('POST', '/groups', { name });
    return created.data;
  }

  /** Creates or updates one subscriber and adds them to the groups (POST /subscribers is non-destructive: other groups stay). */
  async upsertSubscriber(subscriber: SubscriberUpsert): Promise<MailerLiteApiSubscriber> {
    const reply = await this.call<{ data: MailerLiteApiSubscriber }>('POST', '/subscribers', upsertBody(subscriber));
    return reply.data;
  }

  /** Up to 50 requests in one call (POST /batch); the answers come back in the order sent. */
  async batch(requests: BatchRequest[]): Promise<BatchResponse[]> {
    if (requests.length === 0) return [];
    if (requests.length > MAILERLITE_LIMITS.requestsPerBatch) {
      throw new Error(
        `A MailerLite batch takes at most ${MAILERLITE_LIMITS.requestsPerBatch} requests, not ${requests.length}`,
      );
    }
    const isImport = requests.every((r) => r.method === 'POST' && r.path === 'api/subscribers');
    const reply = await this.call<{ responses: BatchResponse[] }>('POST', '/batch', { requests }, { isImport });
    return reply.responses;
  }

  static upsertRequest(subscriber: SubscriberUpsert): BatchRequest {
    return { method: 'POST', path: 'api/subscribers', body: upsertBody(subscriber) };
  }

  /** DELETE /subscribers/{id}/groups/{group_id}: out of the group, still a subscriber of the account. */
  static removeFromGroupRequest(subscriberId: string, groupId: string): BatchRequest {
    return {
      method: 'DELETE',
      path: `api/subscribers/${encodeURIComponent(subscriberId)}/groups/${encodeURIComponent(groupId)}`,
    };
  }

  /** One API call: paced, retried when MailerLite is busy or failing, refused answers thrown as `MailerLiteError`. */
  private async call<T>(method: string, path: string, body?: unknown, { isImport = false } = {}): Promise<T> {
    const limiter = isImport ? this.limiters.imports : this.limiters.requests;
    let lastStatus: number | undefined; // undefined: no answer at all
    let tries = 0;
    for (let attempt = 1; attempt <= this.retry.attempts; attempt++) {
      await this.acquire(isImport);
      tries = attempt;
      const response = await this.fetch(method, path, body);
      lastStatus = response?.status;
      if (response && response.status !== 429 && response.status < 500) return this.read<T>(response, method, path);

      const now = this.clock.now();
      const serverWait = response ? serverRequestedWait(response.headers, now) : undefined;
      log.warn('MailerLite request failed', { method, path, attempt, status: lastStatus, serverWait });
      if (lastStatus === 429) {
        // The limiter holds back the next try, and every other request with this key, until then.
        limiter.pauseUntil(now + (serverWait ?? backoffDelay(this.retry, attempt)));
        continue;
      }
      const wait = serverWait ?? backoffDelay(this.retry, attempt);
      if (attempt === this.retry.attempts || now + wait > this.deadline) break;
      await this.clock.sleep(wait);
    }
    if (lastStatus === 429) throw new MailerLiteBusyError(limiter.delay());
    throw new MailerLiteError(
      lastStatus === undefined
        ? 'MailerLite could not be reached. Please try again in a few minutes.'
        : `MailerLite is not answering properly (status ${lastStatus} after ${tries} ${tries === 1 ? 'try' : 'tries'}). Please try again in a few minutes.`,
    );
  }

  private async acquire(isImport: boolean) {
    try {
      await this.limiters.requests.acquire(this.deadline);
      if (isImport) await this.limiters.imports.acquire(this.deadline);
    } catch (error) {
      if (error instanceof WaitTooLongError) throw new MailerLiteBusyError(error.waitMs);
      throw error;
    }
  }

  /** The response, or undefined when the network or MailerLite did not answer in time. */
  private async fetch(method: string, path: string, body: unknown): Promise<Response | undefined> {
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      log.warn('MailerLite did not answer', {
        method,
        path,
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  }

  private async read<T>(response: Response, method: string, path: string): Promise<T> {
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: described below by its status.
    }
    if (response.ok) return body as T;
    log.warn('MailerLite refused a request', { method, path, status: response.status, body: text.slice(0, 500) });
    if (response.status === 401 || response.status === 403) {
      throw new MailerLiteError(
        'MailerLite refused the API key. Store a valid key (see README, Deploying) and try again.',
      );
    }
    throw new MailerLiteError(`MailerLite refused the request (status ${response.status}): ${describeRefusal(body)}`);
  }
}

/**
 * A client for the configured account, or the 503 "not connected" when no key is stored
 * (no key, an empty one, or the stack's placeholder).
 */
export async function connectMailerLite(deps: Deps, options: { deadline?: number } = {}): Promise<MailerLiteClient> {
  const apiKey = (await deps.mailerLite.apiKey())?.trim();
  if (!apiKey || apiKey === MAILERLITE_KEY_PLACEHOLDER) throw new NotConfiguredError(NOT_CONNECTED_MESSAGE);
  return new MailerLiteClient({
    baseUrl: deps.mailerLite.baseUrl,
    apiKey,
    deadline: options.deadline ?? Date.now() + MAILERLITE_WORK_BUDGET_MS,
  });
}
