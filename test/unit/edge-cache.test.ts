import { describe, expect, it } from 'vitest';
import { CACHE_POLICIES } from '../../infra/edge/declaration';
import { createEdgeCache, edgeTtlSeconds, invalidates } from '../../infra/edge/edge-cache';
import type { OriginReply } from '../../infra/edge/local-edge';

const { site, functionPage, api } = CACHE_POLICIES;

describe('how long the edge keeps a reply, by its cache policy (CloudFront guide)', () => {
  it('the site bucket: its objects as their Cache-Control says, within CachingOptimized’s 1 s to a year', () => {
    expect(edgeTtlSeconds(site, 200, 'public, max-age=0, must-revalidate')).toBe(1);
    expect(edgeTtlSeconds(site, 200, 'public, max-age=31536000, immutable')).toBe(31_536_000);
    expect(edgeTtlSeconds(site, 200, 'public, max-age=99999999')).toBe(31_536_000);
    expect(edgeTtlSeconds(site, 200, undefined)).toBe(86_400);
    // A minimum above 0 keeps even what asks not to be kept.
    expect(edgeTtlSeconds(site, 200, 'no-store')).toBe(1);
    // S3's NoSuchKey sets no Cache-Control: the error caching minimum.
    expect(edgeTtlSeconds(site, 404, undefined)).toBe(10);
    expect(edgeTtlSeconds(site, 304, undefined)).toBe(0);
  });

  it('function pages: s-maxage before max-age, nothing without Cache-Control, at most an hour', () => {
    expect(edgeTtlSeconds(functionPage, 200, 'public, max-age=0, s-maxage=60')).toBe(60);
    expect(edgeTtlSeconds(functionPage, 200, 'public, max-age=300')).toBe(300);
    expect(edgeTtlSeconds(functionPage, 200, 'public, max-age=86400')).toBe(3600);
    expect(edgeTtlSeconds(functionPage, 200, undefined)).toBe(0);
    expect(edgeTtlSeconds(functionPage, 200, 'no-store')).toBe(0);
  });

  it('the API: nothing kept', () => {
    expect(edgeTtlSeconds(api, 200, 'public, max-age=3600')).toBe(0);
    expect(edgeTtlSeconds(api, 404, undefined)).toBe(0);
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
