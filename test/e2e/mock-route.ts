import type { Page, Route } from '@playwright/test';
import { errorReply } from '../../functions/contract/errors';
import { routes, type ReplyOf, type RouteName } from '../../functions/contract/routes';

/** A mocked reply: a status (200 unless said) and a body, which must fit the route's reply schema (or the error shape for 4xx/5xx). */
export interface MockReply<N extends RouteName> {
  status?: number;
  body: ReplyOf<N> | { message: string; issues?: { path: string; message: string }[] };
}

type Answer<N extends RouteName> = MockReply<N> | 'abort' | 'continue';

/**
 * Checks a mocked reply against the contract, so a mock can never drift from what the API
 * answers: a body that breaks the route's reply schema (or, for an error status, the error shape)
 * throws, naming the route and the problem. Exported for its own test.
 */
export function checkedReply<N extends RouteName>(name: N, reply: MockReply<N>): { status: number; json: unknown } {
  const status = reply.status ?? 200;
  const schema = status >= 400 ? errorReply : routes[name].reply;
  const parsed = schema.safeParse(reply.body);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    throw new Error(
      `The mocked ${status} reply of ${name} (${routes[name].method} ${routes[name].path}) breaks its schema: ${problems}`,
    );
  }
  return { status, json: reply.body };
}

/**
 * The URL glob of a route of the table (`**\/api/blog/*`, or with `params` filled in), the form
 * `page.unroute` takes too; the method is checked when a request arrives.
 */
export const routeUrl = (name: RouteName, params: Record<string, string> = {}) =>
  `**${routes[name].path.replace(/\{(\w+)\}/g, (_, key: string) => (params[key] === undefined ? '*' : encodeURIComponent(params[key])))}`;

/**
 * Mocks one API route of the table in the browser: the URL and method come from the route table,
 * and each reply is checked against the route's schema before it is sent. `answer` is a reply, or
 * a function of the request giving a reply, 'abort' (the network fails) or 'continue' (the real API answers).
 */
export async function mockRoute<N extends RouteName>(
  page: Page,
  name: N,
  answer: MockReply<N> | ((route: Route) => Answer<N> | Promise<Answer<N>>),
  options: { params?: Record<string, string> } = {},
): Promise<void> {
  await page.route(routeUrl(name, options.params), async (route) => {
    if (route.request().method() !== routes[name].method) return route.fallback();
    const reply = typeof answer === 'function' ? await answer(route) : answer;
    if (reply === 'abort') return route.abort('connectionrefused');
    if (reply === 'continue') return route.fallback();
    return route.fulfill(checkedReply(name, reply));
  });
}
