import { describe, expect, it } from 'vitest';
import { CACHE_POLICIES, type CachePolicyId } from '../../infra/edge/declaration';
import { createEdgeCache, edgeTtlSeconds, invalidates } from '../../infra/edge/edge-cache';
import type { OriginReply } from '../../infra/edge/local-edge';

/** [policy, status, the origin's Cache-Control, seconds kept, why]. */
const TTLS: [CachePolicyId, number, string | undefined, number, string][] = [
  ['site', 200, 'public, max-age=0, must-revalidate', 1, 'CachingOptimized keeps at least a second'],
  ['site', 200, 'public, max-age=31536000, immutable', 31_536_000, 'as the object says'],
  ['site', 200, 'public, max-age=99999999', 31_536_000, 'at most a year'],
  ['site', 200, undefined, 86_400, 'no Cache-Control: the default'],
  ['site', 200, 'no-store', 1, 'a minimum above 0 keeps even what asks not to be kept'],
  ['site', 404, undefined, 10, "S3's NoSuchKey: the error caching minimum"],
  ['site', 304, undefined, 0, 'not a status CloudFront keeps'],
  ['functionPage', 200, 'public, max-age=0, s-maxage=60', 60, 's-maxage before max-age'],
  ['functionPage', 200, 'public, max-age=300', 300, 'max-age without s-maxage'],
  ['functionPage', 200, 'public, max-age=86400', 3600, 'at most an hour'],
  ['functionPage', 200, undefined, 0, 'no Cache-Control: not kept'],
  ['functionPage', 200, 'no-store', 0, 'no-store under a minimum of 0'],
  ['api', 200, 'public, max-age=3600', 0, 'the API: nothing kept'],
  ['api', 404, undefined, 0, 'the API: not its errors either'],
];

describe('how long the edge keeps a reply, by its cache policy (CloudFront guide)', () => {
  it.each(TTLS)('%s %i with Cache-Control %s: %i s (%s)', (policy, status, cacheControl, seconds) => {
    expect(edgeTtlSeconds(CACHE_POLICIES[policy], status, cacheControl)).toBe(seconds);
  });
});

describe('invalidation paths', () => {
  it('name one path, case-sensitive, or with a final * every path it begins', () => {
    expect(invalidates('/books/index.html', '/books/index.html')).toBe(true);
    expect(invalidates('/books/index.html', '/Books/index.html')).toBe(false);
    expect(invalidates('/books', '/books/index.html')).toBe(false);
    expect(invalidates('/books*', '/books/index.html')).toBe(true);
    expect(invalidates('/*', '/assets/app.js')).toBe(true);
  });
});

describe('the edge cache', () => {
  const reply = (body: string, cacheControl: string): OriginReply => ({
    status: 200,
    headers: { 'cache-control': cacheControl },
    body: Buffer.from(body),
  });

  it('answers from what it keeps until the TTL passes or an invalidation takes it', async () => {
    let now = 0;
    const cache = createEdgeCache(() => now);
    let version = 1;
    let originCalls = 0;
    const origin = async () => (originCalls++, reply(`v${version}`, 'public, max-age=600'));
    const read = async (path = '/page.html') => (await cache.fetch('site', path, origin)).body.toString();

    expect(await read()).toBe('v1');
    version = 2;
    now += 599_000;
    expect(await read()).toBe('v1');
    expect(originCalls).toBe(1);
    now += 1_000;
    expect(await read()).toBe('v2');

    version = 3;
    expect(cache.invalidate(['/other.html'])).toBe(0);
    expect(await read()).toBe('v2');
    expect(cache.invalidate(['/page*'])).toBe(1);
    expect(await read()).toBe('v3');
    // Each policy keeps its own copy of a path; the API's keeps none.
    expect((await cache.fetch('api', '/page.html', origin)).body.toString()).toBe('v3');
    expect(originCalls).toBe(4);
  });
});
