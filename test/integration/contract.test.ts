/**
 * Generated from the route table: every route gets malformed and hostile requests, and every
 * admin route bad tokens. Each must answer 4xx JSON with a `message` and write nothing, or, to a
 * form post, a page saying it in words. A route that takes forms is posted every way it takes
 * (JSON and form). A route added to the table is covered without touching this file.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { pathOf, takesForms, type BodyEncoding, type RouteDef } from '../../functions/contract/define-route';
import { routeList } from '../../functions/contract/routes';
import { rawRequest, type RawReply } from '../support/http';
import { adminToken, expiredAdminToken, foreignKeyAdminToken, nonAdminToken } from '../support/tokens';
import { writesSnapshot } from '../support/writes';

let admin = '';
beforeAll(async () => {
  admin = await adminToken();
});

/** Path parameters that satisfy the route's schema shape, so the request reaches validation of the body. */
function samplePath(route: RouteDef): string {
  const shape = (route.params as z.ZodObject).shape ?? {};
  // A value the path accepts: its declared example, an enum's first option, else any text (the body is what is tried).
  const sample = (schema: z.ZodType) => {
    const example = (schema.meta()?.examples as unknown[] | undefined)?.[0];
    return example !== undefined
      ? String(example)
      : schema instanceof z.ZodEnum
        ? String(schema.options[0])
        : 'sample-value';
  };
  return pathOf(
    route,
    Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, sample(schema as z.ZodType)])),
  );
}

/** The words of a page in the site's look (frontend/src/ssr/standalone-page.tsx): its heading's paragraph, and the link back. */
function expectPageInWords(reply: RawReply) {
  expect(String(reply.headers['content-type'])).toMatch(/^text\/html/);
  expect(/<h1>[^<]+<\/h1>\s*<p>([^<]{6,})/.exec(reply.text), reply.text).not.toBeNull();
  expect(reply.text).toContain('<a href="/">');
}

function expectRefusalOf(reply: RawReply, status?: number, method = 'GET', as: 'json' | 'page' = 'json') {
  expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
  expect(reply.status, reply.text).toBeLessThan(500);
  if (status) expect(reply.status, reply.text).toBe(status);
  // A reply to HEAD has headers only, by definition.
  if (method === 'HEAD') return;
  if (as === 'page') return expectPageInWords(reply);
  expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
  const body = reply.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(5);
}

/** A value the field's own schema refuses: the request has the right shape but a wrong type. */
function wrongValueFor(field: z.ZodType): unknown {
  return [12345, 'not-the-right-type', true, { nested: 'object' }, ['list'], null].find(
    (value) => !field.safeParse(value).success,
  );
}

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels deep. */
function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
}

const bodyShape = (route: RouteDef) => ((route.body as z.ZodObject).shape ?? {}) as Record<string, z.ZodType>;

/** A body the route takes: each field's declared example (every required field of a route taking JSON and forms declares one). */
function sampleBody(route: RouteDef): Record<string, string> {
  const fields = Object.entries(bodyShape(route)).map(
    ([name, field]) => [name, (field.meta()?.examples as unknown[] | undefined)?.[0]] as const,
  );
  for (const [name, example] of fields) {
    if (example === undefined)
      expect(bodyShape(route)[name]!.safeParse(undefined).success, `${route.path}: declare an example of ${name}`).toBe(
        true,
      );
  }
  return Object.fromEntries(
    fields.filter(([, example]) => example !== undefined).map(([name, example]) => [name, String(example)]),
  );
}

const MEDIA_TYPES: Record<BodyEncoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

/**
 * Runs `requests`, then checks they wrote nothing. The fingerprint a check ends with is the next
 * one's start (none of these requests may write, so it cannot have changed): one table scan a check,
 * not two. After a failed check the next takes its own.
 */
let lastSeen: string | undefined;
async function writingNothing(requests: () => Promise<void>) {
  const before = lastSeen ?? (await writesSnapshot());
  lastSeen = undefined;
  await requests();
  const after = await writesSnapshot();
  expect(after).toBe(before);
  lastSeen = after;
}

describe.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  const path = samplePath(route);
  const expectRefusal = (reply: RawReply, status?: number) => expectRefusalOf(reply, status, route.method);
  const auth = (): Record<string, string> => (route.access === 'admin' ? { authorization: `Bearer ${admin}` } : {});
  const fields = Object.entries(bodyShape(route));

  it('declares a strict body schema (unknown fields refused)', () => {
    expect((route.body as z.ZodObject).safeParse({ surelyUnknownField: 1 }).success).toBe(false);
  });

  describe.each(route.accepts.map((encoding) => [encoding] as const))('posted as %s', (encoding) => {
    const form = encoding === 'form';
    // A form post is refused with a page in words, a JSON post with JSON.
    const expectPostRefused = (reply: RawReply, status?: number) =>
      expectRefusalOf(reply, status, route.method, form ? 'page' : 'json');
    const encode = (fields: Record<string, unknown>) =>
      form
        ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(fields);
    // From this encoding's own loopback address, so a route posted both ways stays within its per-client limit.
    const from = route.accepts.length > 1 ? `127.8.${randomInt(256)}.${randomInt(1, 255)}` : undefined;
    const send = (body: string, contentType = MEDIA_TYPES[encoding]) =>
      rawRequest(route.method, path, { body, headers: { 'content-type': contentType, ...auth() }, from });

    it('refuses malformed JSON, a wrong content type, an oversized body and unknown fields, writing nothing', () =>
      writingNothing(async () => {
        if (!form) {
          expectPostRefused(await send('{"broken": '), 400);
          expectPostRefused(await send('[1, 2, 3]'), 400);
        }
        expectRefusalOf(await send(encode({ a: 1 }), 'text/plain'), 415, route.method);
        expectPostRefused(await send(encode({ padding: 'x'.repeat(route.maxBodyBytes) })), 413);
        expectPostRefused(await send(encode({ surelyUnknownField: 'x' })), 400);
      }));

    if (fields.length > 0)
      it('refuses missing fields and wrong field types, writing nothing', () =>
        writingNothing(async () => {
          const required = fields.filter(([, field]) => !field.safeParse(undefined).success);
          if (required.length) expectPostRefused(await send(form ? 'unrelated=' : '{}'), 400);
          for (const [name, field] of fields) {
            const wrong = wrongValueFor(field);
            // A form field is always text: only a field that refuses some text can get a wrong type.
            if (form && wrong !== undefined && typeof wrong !== 'string') continue;
            const reply = await send(encode({ [name]: wrong }));
            expectPostRefused(reply, 400);
            if (!form && route.method !== 'HEAD') expect(JSON.stringify(reply.json())).toContain(name);
          }
        }));
  });

  it('refuses values nested deeper than MAX_JSON_DEPTH in every body field (4xx, never 5xx), writing nothing', () =>
    writingNothing(async () => {
      const names = [...fields.map(([name]) => name), 'surelyUnknownField'];
      for (const name of names) {
        for (const kind of ['array', 'object'] as const) {
          // As deep as the route's size limit allows (1,900 levels where it is 4 KB or more), so the depth, not the size, is refused.
          const depth = Math.min(
            1900,
            Math.floor((route.maxBodyBytes - name.length - 16) / (kind === 'array' ? 2 : 7)),
          );
          const body = `{"${name}":${deeplyNested(depth, kind)}}`;
          expect(Buffer.byteLength(body)).toBeLessThanOrEqual(route.maxBodyBytes);
          // From its own loopback address, so the route's per-client limit is not what answers.
          const from = `127.9.${randomInt(256)}.${randomInt(1, 255)}`;
          const reply = await rawRequest(route.method, path, {
            body,
            headers: { 'content-type': 'application/json', ...auth() },
            from,
          });
          expectRefusal(reply, route.accepts.includes('json') ? 400 : 415);
          if (route.accepts.includes('json') && route.method !== 'HEAD')
            expect((reply.json() as { message: string }).message).toMatch(/nest/);
        }
      }
    }));

  if (route.access === 'admin')
    it('refuses no token, an expired token, a foreign-key token (401) and a non-admin token (403)', () =>
      writingNothing(async () => {
        const call = (token?: string) =>
          rawRequest(route.method, path, {
            body: '{}',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
        expectRefusal(await call(), 401);
        expectRefusal(await call('not-a-jwt'), 401);
        expectRefusal(await call(await expiredAdminToken()), 401);
        expectRefusal(await call(await foreignKeyAdminToken()), 401);
        expectRefusal(await call(await nonAdminToken()), 403);
      }));
});

describe('unknown API paths', () => {
  it('answer 404 JSON with a message', async () => {
    expectRefusalOf(await rawRequest('GET', '/api/no-such-route'), 404);
    expectRefusalOf(await rawRequest('DELETE', '/api/short-stories'), 404);
  });
});

// Last in the file: these posts are correct, so they write (and send mail), which no check above may see.
describe.each(
  routeList
    .filter((route) => takesForms(route) && route.accepts.includes('json'))
    .map((route) => [`${route.method} ${route.path}`, route] as const),
)('%s, taking JSON and forms', (_, route) => {
  const path = samplePath(route);
  // By the request's Content-Type: a page to a form post, JSON to a JSON post.
  it('answers a correct form post with a page in words, and the same post as JSON with JSON', async () => {
    const body = sampleBody(route);
    const post = (content: string, contentType: string) =>
      rawRequest(route.method, path, {
        body: content,
        headers: {
          'content-type': contentType,
          ...(route.access === 'admin' ? { authorization: `Bearer ${admin}` } : {}),
        },
        from: `127.7.${randomInt(256)}.${randomInt(1, 255)}`,
      });
    const page = await post(new URLSearchParams(body).toString(), MEDIA_TYPES.form);
    expect(page.status, page.text).toBe(200);
    expectPageInWords(page);
    const reply = await post(JSON.stringify(body), MEDIA_TYPES.json);
    expect(reply.status, reply.text).toBe(200);
    expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
  });
});
