/**
 * A local stand-in for MailerLite's REST API, answering as developers.mailerlite.com documents:
 * Bearer auth (401 `Unauthenticated.`), groups (list with page/limit/filter[name], create),
 * subscriber upsert with group assignment (201 created / 200 updated, groups added, never
 * removed), unassigning a subscriber from a group (204), and POST /api/batch (at most 50
 * requests, answers in order). It enforces the documented rate limits: 120 requests a minute,
 * and 5 a minute for batches made only of subscriber upserts (run as imports), answering 429
 * with Retry-After. It records what it received and can be told to fail: the next N requests
 * with a status and headers (a 429 with Retry-After), or every request.
 * Listens on 127.0.0.1 on a free port.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { overrideDeps } from '../../functions/lib/deps';
import { ensureTable } from '../../infra/local/seed';
import { endpoint } from '../../infra/local/settings';
import { testSettings } from './stack-settings';

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/groups?limit=100`. */
  path: string;
  body: unknown;
  status: number;
}

/** One API operation: a request on its own, or one entry of a batch. */
export interface Operation {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

interface Group {
  id: string;
  name: string;
  created_at: string;
}

interface Subscriber {
  id: string;
  email: string;
  status: 'active' | 'unsubscribed' | 'unconfirmed' | 'bounced' | 'junk';
  fields: Record<string, string | null>;
  groups: Set<string>;
  created_at: string;
  updated_at: string;
}

interface Fault {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Requests left to fail; Infinity for every one. */
  left: number;
}

interface Answer {
  status: number;
  body?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_BATCH = 50;
const LIMITS = { requestsPerMinute: 120, importsPerMinute: 5 } as const;
const MINUTE_MS = 60_000;
const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);
const invalid = (field: string, text: string): Answer => ({
  status: 422,
  body: { message: text, errors: { [field]: [text] } },
});
const notFound: Answer = { status: 404, body: { message: 'Resource not found.' } };

/** A batch made only of subscriber upserts, which MailerLite runs as an import. */
const isImport = (body: unknown) => {
  const requests = (body as { requests?: { method?: unknown; path?: unknown }[] })?.requests;
  return (
    Array.isArray(requests) &&
    requests.length > 0 &&
    requests.every((r) => r?.method === 'POST' && r?.path === 'api/subscribers')
  );
};

export class MailerLiteStandIn {
  readonly received: ReceivedRequest[] = [];
  readonly operations: Operation[] = [];
  private readonly groups = new Map<string, Group>();
  private readonly subscribers = new Map<string, Subscriber>();
  private faults: Fault[] = [];
  private readonly requestTimes: number[] = [];
  private readonly importTimes: number[] = [];
  private nextId = 100_000_000_000_000;

  private readonly server: Server;

  private constructor(readonly apiKey: string) {
    this.server = createServer((req, res) => {
      this.handle(req).then(
        ({ status, headers, body }) => {
          res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
          res.end(body === undefined ? undefined : JSON.stringify(body));
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `Stand-in failure: ${String(error)}` }));
        },
      );
    });
  }

  /** Starts a stand-in with its own API key (so each has its own rate-limit budget in the client). */
  static async start(apiKey = `ml-test-${randomBytes(8).toString('hex')}`): Promise<MailerLiteStandIn> {
    const standIn = new MailerLiteStandIn(apiKey);
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** The API's base URL, as MAILERLITE_BASE_URL takes it. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` authorised requests answer `status` (a 429 names `Retry-After` in `headers`). */
  failNext(count: number, status: number, headers: Record<string, string> = {}): void {
    this.faults.push({
      status,
      headers,
      body: { message: status === 429 ? 'Too Many Attempts.' : 'Server Error' },
      left: count,
    });
  }

  /** Every authorised request answers `status` until `heal()`. */
  failAlways(status: number): void {
    this.failNext(Number.POSITIVE_INFINITY, status);
  }

  heal(): void {
    this.faults = [];
  }

  /** Makes a group as the author would have in MailerLite's dashboard. */
  addGroup(name: string): Group {
    const group = { id: this.newId(), name, created_at: stamp() };
    this.groups.set(group.id, group);
    return group;
  }

  groupNamed(name: string): Group | undefined {
    return [...this.groups.values()].find((group) => group.name === name);
  }

  /** Emails in the group, sorted. */
  membersOf(groupName: string): string[] {
    const group = this.groupNamed(groupName);
    if (!group) return [];
    return [...this.subscribers.values()]
      .filter((s) => s.groups.has(group.id))
      .map((s) => s.email)
      .sort();
  }

  subscriber(
    email: string,
  ): { id: string; email: string; name: string | null; status: string; groups: string[] } | undefined {
    const found = this.subscribers.get(email.toLowerCase());
    if (!found) return undefined;
    return {
      id: found.id,
      email: found.email,
      name: found.fields.name ?? null,
      status: found.status,
      groups: [...found.groups],
    };
  }

  /** Sets a subscriber's status as MailerLite would after an unsubscribe link or a bounce there. */
  setStatus(email: string, status: Subscriber['status']): void {
    this.subscribers.get(email.toLowerCase())!.status = status;
  }

  private newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  private async handle(
    req: IncomingMessage,
  ): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return this.answer(method, path, text, 400, {}, { message: 'The request body is not valid JSON.' });
    }
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return this.answer(method, path, body, 401, {}, { message: 'Unauthenticated.' });
    }
    const fault = this.faults.find((f) => f.left > 0);
    if (fault) {
      fault.left -= 1;
      return this.answer(method, path, body, fault.status, fault.headers, fault.body);
    }
    if (
      req.headers['content-type'] !== undefined &&
      !String(req.headers['content-type']).startsWith('application/json')
    ) {
      return this.answer(method, path, body, 415, {}, { message: 'Send JSON.' });
    }
    const url = new URL(path, 'http://stand-in');
    const limited = this.rateLimit(url.pathname === '/api/batch' && method === 'POST' && isImport(body));
    if (limited) return this.answer(method, path, body, 429, limited.headers, limited.body);
    const result =
      url.pathname === '/api/batch' && method === 'POST' ? this.batch(body) : this.dispatch(method, url, body);
    return this.answer(method, path, body, result.status, {}, result.body);
  }

  /** MailerLite's limits over the last minute; a refused request does not count. */
  private rateLimit(isImportBatch: boolean): { headers: Record<string, string>; body: unknown } | undefined {
    const now = Date.now();
    const recent = (times: number[]) => times.filter((t) => t > now - MINUTE_MS);
    const requests = recent(this.requestTimes);
    const imports = recent(this.importTimes);
    const retryAfter = (times: number[]) => String(Math.max(1, Math.ceil((times[0]! + MINUTE_MS - now) / 1000)));
    if (requests.length >= LIMITS.requestsPerMinute) {
      return { headers: { 'retry-after': retryAfter(requests) }, body: { message: 'Too Many Attempts.' } };
    }
    if (isImportBatch && imports.length >= LIMITS.importsPerMinute) {
      return {
        headers: { 'retry-after': retryAfter(imports) },
        body: { message: "You're being rate limited on import creation." },
      };
    }
    this.requestTimes.splice(0, this.requestTimes.length, ...requests, now);
    if (isImportBatch) this.importTimes.splice(0, this.importTimes.length, ...imports, now);
    return undefined;
  }

  private answer(
    method: string,
    path: string,
    body: unknown,
    status: number,
    headers: Record<string, string>,
    reply: unknown,
  ) {
    this.received.push({ method, path, body, status });
    if (!path.startsWith('/api/batch')) this.operations.push({ method, path: path.replace(/^\//, ''), body, status });
    return {
      status,
      headers: { 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': status === 429 ? '0' : '119', ...headers },
      body: reply,
    };
  }

  private batch(body: unknown): Answer {
    const requests = (body as { requests?: unknown })?.requests;
    if (!Array.isArray(requests) || requests.length === 0)
      return invalid('requests', 'The requests field is required.');
    if (requests.length > MAX_BATCH)
      return invalid('requests', `The requests must not have more than ${MAX_BATCH} items.`);
    for (const [i, request] of requests.entries()) {
      const { method, path } = (request ?? {}) as { method?: unknown; path?: unknown };
      if (typeof method !== 'string' || !['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) {
        return invalid(`requests.${i}.method`, `The requests.${i}.method field is required.`);
      }
      if (typeof path !== 'string' || !path.startsWith('api/'))
        return invalid(`requests.${i}.path`, `The requests.${i}.path must start with api/.`);
    }
    const responses = (requests as { method: string; path: string; body?: unknown }[]).map((request) => {
      const result = this.dispatch(request.method, new URL(`/${request.path}`, 'http://stand-in'), request.body);
      this.operations.push({ method: request.method, path: request.path, body: request.body, status: result.status });
      return { code: result.status, body: result.body ?? null };
    });
    const successful = responses.filter((r) => r.code < 400).length;
    return {
      status: 200,
      body: { total: responses.length, successful, failed: responses.length - successful, responses },
    };
  }

  private dispatch(method: string, url: URL, body: unknown): Answer {
    const parts = url.pathname.split('/').filter(Boolean); // ['api', ...]
    if (parts[0] !== 'api') return notFound;
    const [resource, id, sub, subId] = parts.slice(1);
    if (resource === 'groups' && !id && method === 'GET') return this.listGroups(url.searchParams);
    if (resource === 'groups' && !id && method === 'POST') return this.createGroup(body);
    if (resource === 'subscribers' && !id && method === 'POST') return this.upsert(body);
    if (resource === 'subscribers' && id && sub === 'groups' && subId && method === 'DELETE')
      return this.unassign(id, subId);
    return notFound;
  }

  private groupJson(group: Group) {
    const members = [...this.subscribers.values()].filter((s) => s.groups.has(group.id));
    const count = (status: Subscriber['status']) => members.filter((s) => s.status === status).length;
    return {
      ...group,
      active_count: count('active'),
      sent_count: 0,
      opens_count: 0,
      open_rate: { float: 0, string: '0%' },
      clicks_count: 0,
      click_rate: { float: 0, string: '0%' },
      unsubscribed_count: count('unsubscribed'),
      unconfirmed_count: count('unconfirmed'),
      bounced_count: count('bounced'),
      junk_count: count('junk'),
    };
  }

  private listGroups(query: URLSearchParams): Answer {
    const limit = Math.min(Number(query.get('limit') ?? 50) || 50, 250);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    const name = query.get('filter[name]')?.toLowerCase();
    const all = [...this.groups.values()].filter((g) => !name || g.name.toLowerCase().includes(name));
    const lastPage = Math.max(1, Math.ceil(all.length / limit));
    const data = all.slice((page - 1) * limit, page * limit).map((g) => this.groupJson(g));
    const from = data.length ? (page - 1) * limit + 1 : null;
    return {
      status: 200,
      body: {
        data,
        links: { first: null, last: null, prev: null, next: page < lastPage ? `page=${page + 1}` : null },
        meta: {
          current_page: page,
          from,
          last_page: lastPage,
          per_page: limit,
          to: from === null ? null : from + data.length - 1,
          total: all.length,
        },
      },
    };
  }

  private createGroup(body: unknown): Answer {
    const name = (body as { name?: unknown })?.name;
    if (typeof name !== 'string' || !name.trim()) return invalid('name', 'The name field is required.');
    if (name.length > 255) return invalid('name', 'The name must not be greater than 255 characters.');
    return { status: 201, body: { data: this.groupJson(this.addGroup(name)) } };
  }

  private upsert(body: unknown): Answer {
    const { email, fields, groups, status } = (body ?? {}) as {
      email?: unknown;
      fields?: unknown;
      groups?: unknown;
      status?: unknown;
    };
    if (typeof email !== 'string' || !EMAIL.test(email))
      return invalid('email', 'The email must be a valid email address.');
    if (groups !== undefined && !Array.isArray(groups)) return invalid('groups', 'The groups must be an array.');
    for (const [i, id] of ((groups ?? []) as unknown[]).entries()) {
      if (typeof id !== 'string' || !this.groups.has(id))
        return invalid(`groups.${i}`, `The selected groups.${i} is invalid.`);
    }
    const key = email.toLowerCase();
    const existing = this.subscribers.get(key);
    const subscriber: Subscriber = existing ?? {
      id: this.newId(),
      email: key,
      status: 'active',
      fields: { name: null },
      groups: new Set(),
      created_at: stamp(),
      updated_at: stamp(),
    };
    // Non-destructive: fields given replace those values, groups given are added, nothing is taken away.
    Object.assign(subscriber.fields, (fields ?? {}) as Record<string, string>);
    for (const id of (groups ?? []) as string[]) subscriber.groups.add(id);
    if (typeof status === 'string') subscriber.status = status as Subscriber['status'];
    subscriber.updated_at = stamp();
    this.subscribers.set(key, subscriber);
    return { status: existing ? 200 : 201, body: { data: this.subscriberJson(subscriber) } };
  }

  private subscriberJson(s: Subscriber) {
    return {
      id: s.id,
      email: s.email,
      status: s.status,
      source: 'api',
      fields: s.fields,
      groups: [...s.groups].map((id) => ({ id, name: this.groups.get(id)?.name })),
      created_at: s.created_at,
      updated_at: s.updated_at,
    };
  }

  private unassign(subscriberId: string, groupId: string): Answer {
    const subscriber = [...this.subscribers.values()].find((s) => s.id === subscriberId);
    if (!subscriber || !this.groups.has(groupId)) return notFound;
    subscriber.groups.delete(groupId);
    return { status: 204 };
  }
}

/**
 * A fresh stand-in and a table of its own, with `deps()` of this test process pointing at both:
 * a sync then sees only the readers this test made, whatever other test files do meanwhile.
 */
export async function isolatedMailerLite(): Promise<{ standIn: MailerLiteStandIn; stop: () => Promise<void> }> {
  const standIn = await MailerLiteStandIn.start();
  const tableName = `mailerlite-test-${randomBytes(4).toString('hex')}`;
  await ensureTable({ ...testSettings, tableName });
  const restore = overrideDeps({
    table: tableName,
    mailerLite: { baseUrl: standIn.url, apiKey: async () => standIn.apiKey },
  });
  return {
    standIn,
    stop: async () => {
      restore();
      await standIn.stop();
      await new DynamoDBClient({ region: testSettings.region, endpoint: endpoint(testSettings.ports.dynamodb) }).send(
        new DeleteTableCommand({ TableName: tableName }),
      );
    },
  };
}
