/**
 * Generated from the route table: every route gets malformed and hostile requests, and every
 * admin route bad tokens. Each must answer 4xx JSON with a `message` and write nothing.
 * A route added to the table is covered without touching this file.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { pathOf, type RouteDef } from '../../functions/contract/define-route';
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
    return example !== undefined ? String(example) : schema instanceof z.ZodEnum ? String(schema.options[0]) : 'sample-value';
  };
  return pathOf(route, Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, sample(schema as z.ZodType)])));
}

function expectRefusalOf(reply: RawReply, status?: number, method = 'GET') {
  expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
  expect(reply.status, reply.text).toBeLessThan(500);
  if (status) expect(reply.status, reply.text).toBe(status);
  // A reply to HEAD has headers only, by definition.
  if (method === 'HEAD') return;
  expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
  const body = reply.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(5);
}

/** A value the field's own schema refuses: the request has the right shape but a wrong type. */
function wrongValueFor(field: z.ZodType): unknown {
  return [12345, 'not-the-right-type', true, { nested: 'object' }, ['list'], null].find((value) => !field.safeParse(value).success);
}

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels deep. */
function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
}

const bodyShape = (route: RouteDef) => ((route.body as z.ZodObject).shape ?? {}) as Record<string, z.ZodType>;

describe.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  const path = samplePath(route);
  const expectRefusal = (reply: RawReply, status?: number) => expectRefusalOf(reply, status, route.method);
  const auth = (): Record<string, string> => (route.access === 'admin' ? { authorization: `Bearer ${admin}` } : {});
  const mediaType = route.accepts === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const encode = (fields: Record<string, unknown>) =>
    route.accepts === 'form' ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() : JSON.stringify(fields);
  const send = (body: string, contentType = mediaType) =>
    rawRequest(route.method, path, { body, headers: { 'content-type': contentType, ...auth() } });

  it('declares a strict body schema (unknown fields refused)', () => {
    expect((route.body as z.ZodObject).safeParse({ surelyUnknownField: 1 }).success).toBe(false);
  });

  it('refuses malformed JSON, a wrong content type, an oversized body and unknown fields, writing nothing', async () => {
    const before = await writesSnapshot();
    if (route.accepts === 'json') {
      expectRefusal(await send('{"broken": '), 400);
      expectRefusal(await send('[1, 2, 3]'), 400);
    }
    expectRefusal(await send(encode({ a: 1 }), 'text/plain'), 415);
    expectRefusal(await send(encode({ padding: 'x'.repeat(route.maxBodyBytes) })), 413);
    expectRefusal(await send(encode({ surelyUnknownField: 'x' })), 400);
    expect(await writesSnapshot()).toBe(before);
  });

  const fields = Object.entries(bodyShape(route));
  if (fields.length > 0) it('refuses missing fields and wrong field types, writing nothing', async () => {
    const before = await writesSnapshot();
    const required = fields.filter(([, field]) => !field.safeParse(undefined).success);
    if (required.length) expectRefusal(await send(route.accepts === 'form' ? 'unrelated=' : '{}'), 400);
    for (const [name, field] of fields) {
      const wrong = wrongValueFor(field);
      // A form field is always text: only a field that refuses some text can get a wrong type.
      if (route.accepts === 'form' && wrong !== undefined && typeof wrong !== 'string') continue;
      const reply = await send(encode({ [name]: wrong }));
      expectRefusal(reply, 400);
      if (route.method !== 'HEAD') expect(JSON.stringify(reply.json())).toContain(name);
    }
    expect(await writesSnapshot()).toBe(before);
  });

  it('refuses values nested deeper than MAX_JSON_DEPTH in every body field (4xx, never 5xx), writing nothing', async () => {
    const before = await writesSnapshot();
    const names = [...fields.map(([name]) => name), 'surelyUnknownField'];
    for (const name of names) {
      for (const kind of ['array', 'object'] as const) {
        // As deep as the route's size limit allows (1,900 levels where it is 4 KB or more), so the depth, not the size, is refused.
        const depth = Math.min(1900, Math.floor((route.maxBodyBytes - name.length - 16) / (kind === 'array' ? 2 : 7)));
        const body = `{"${name}":${deeplyNested(depth, kind)}}`;
        expect(Buffer.byteLength(body)).toBeLessThanOrEqual(route.maxBodyBytes);
        // From its own loopback address, so the route's per-client limit is not what answers.
        const from = `127.9.${randomInt(256)}.${randomInt(1, 255)}`;
        const reply = await rawRequest(route.method, path, { body, headers: { 'content-type': 'application/json', ...auth() }, from });
        expectRefusal(reply, route.accepts === 'json' ? 400 : 415);
        if (route.accepts === 'json' && route.method !== 'HEAD') expect((reply.json() as { message: string }).message).toMatch(/nest/);
      }
    }
    expect(await writesSnapshot()).toBe(before);
  });

  if (route.access === 'admin') it('refuses no token, an expired token, a foreign-key token (401) and a non-admin token (403)', async () => {
    const before = await writesSnapshot();
    const call = (token?: string) =>
      rawRequest(route.method, path, { body: '{}', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    expectRefusal(await call(), 401);
    expectRefusal(await call('not-a-jwt'), 401);
    expectRefusal(await call(await expiredAdminToken()), 401);
    expectRefusal(await call(await foreignKeyAdminToken()), 401);
    expectRefusal(await call(await nonAdminToken()), 403);
    expect(await writesSnapshot()).toBe(before);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON with a message', async () => {
    expectRefusalOf(await rawRequest('GET', '/api/no-such-route'), 404);
    expectRefusalOf(await rawRequest('DELETE', '/api/short-stories'), 404);
  });
});
