import { describe, expect, it } from 'vitest';
import { isMediaPath, MEDIA_CACHE_CONTROL, MEDIA_PATH_PREFIX } from '../../functions/contract/images';
import { routeList } from '../../functions/contract/routes';
import { acceptedEncodings, compressFor } from '../../infra/edge/compression';
import {
  behaviourEncodings,
  behaviourFor,
  EDGE,
  matchesPathPattern,
  objectCacheControl,
} from '../../infra/edge/declaration';
import { MAX_URL_BYTES, parseRequestTarget, validHost } from '../../infra/edge/request-target';

describe('the edge declaration', () => {
  it('picks behaviours as CloudFront does: first matching pattern, else the default', () => {
    expect(behaviourFor(EDGE, '/api/blog').pathPattern).toBe('/api/*');
    expect(behaviourFor(EDGE, '/blog/rss.xml').pathPattern).toBe('/blog/rss.xml');
    expect(behaviourFor(EDGE, '/blog/a-post').pathPattern).toBe('/blog/*');
    expect(behaviourFor(EDGE, '/blog/').pathPattern).toBe('/blog/*');
    // The list page has a function of its own (its posts in the first HTML); `/blog/*` does not match it.
    expect(behaviourFor(EDGE, '/blog').pathPattern).toBe('/blog');
    expect(behaviourFor(EDGE, '/blogs').pathPattern).toBe('*');
    expect(behaviourFor(EDGE, '/sitemap.xml').pathPattern).toBe('/sitemap.xml');
    expect(behaviourFor(EDGE, '/API/x').pathPattern).toBe('*');
    expect(matchesPathPattern('/a?c', '/abc')).toBe(true);
    expect(matchesPathPattern('/a.c', '/abc')).toBe(false);
  });

  it('sends every route of the table to the API, and nothing else', () => {
    for (const route of routeList) {
      const path = route.path.replace(/\{\w+\}/g, 'x');
      expect(behaviourFor(EDGE, path).origin, path).toBe('api');
    }
    for (const path of ['/', '/books', '/blogs', '/admin/downloads', '/assets/x.js', '/config.json'])
      expect(behaviourFor(EDGE, path).origin).toBe('site');
  });

  it('serves her pictures from the media bucket at /media/*, as they are: no function, no compression, only reads', () => {
    const media = behaviourFor(EDGE, '/media/0123456789abcdef01234567-480x270.webp');
    expect(media).toMatchObject({ origin: 'media', methods: 'GET_HEAD', cachePolicy: 'site', compress: false });
    expect([media.viewerRequest, media.viewerResponse]).toEqual([undefined, undefined]);
    expect(isMediaPath('/media/0123456789abcdef01234567-480x270.webp')).toBe(true);
    // Every picture path the intake makes is under the behaviour's pattern; /media itself is a page path.
    expect(matchesPathPattern(media.pathPattern, `${MEDIA_PATH_PREFIX}x.jpg`)).toBe(true);
    expect(behaviourFor(EDGE, '/media').origin).toBe('site');
    // The objects say how long they keep: the same immutable year as the build's hashed assets.
    expect(MEDIA_CACHE_CONTROL).toBe(EDGE.objectCacheControl.hashed);
  });

  it('compresses with br and gzip where the cache policy allows br, gzip only on the API (CachingDisabled)', () => {
    expect(behaviourEncodings(EDGE.defaultBehaviour)).toEqual(['br', 'gzip']);
    expect(behaviourEncodings(behaviourFor(EDGE, '/blog/x'))).toEqual(['br', 'gzip']);
    expect(behaviourEncodings(behaviourFor(EDGE, '/api/x'))).toEqual(['gzip']);
  });

  it('gives hashed assets a year, immutable, and everything else a revalidation', () => {
    expect(objectCacheControl(EDGE, 'assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    for (const key of ['index.html', 'books/index.html', 'config.json', 'covers/x.svg', 'assets.html']) {
      expect(objectCacheControl(EDGE, key)).toBe('public, max-age=0, must-revalidate');
    }
  });
});

describe('compression negotiation', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  const body = Buffer.from('<p>hello</p>'.repeat(200));
  const compress = (
    acceptEncoding: string | undefined,
    headers: Record<string, string> = html,
    b = body,
    httpVersion = '1.1',
  ) => compressFor({ edge: EDGE, behaviour: EDGE.defaultBehaviour, headers, body: b, acceptEncoding, httpVersion });

  it('reads Accept-Encoding with its q-values', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it('prefers br, falls back to gzip, else sends the body as is, always with Vary', async () => {
    expect((await compress('gzip, deflate, br')).headers).toEqual({
      vary: 'Accept-Encoding',
      'content-encoding': 'br',
    });
    expect((await compress('gzip')).headers).toEqual({ vary: 'Accept-Encoding', 'content-encoding': 'gzip' });
    expect(await compress('identity')).toEqual({ body, headers: { vary: 'Accept-Encoding' } });
    // CloudFront drops Accept-Encoding from HTTP/1.0 requests.
    expect((await compress('br', html, body, '1.0')).headers['content-encoding']).toBeUndefined();
  });

  it('makes a strong ETag weak on a compressed copy, as CloudFront does', async () => {
    expect((await compress('br', { ...html, etag: '"abc"' })).headers.etag).toBe('W/"abc"');
    expect((await compress('identity', { ...html, etag: '"abc"' })).headers.etag).toBeUndefined();
  });

  it('compresses only the listed types, between 1,000 and 10,000,000 bytes, not already encoded', async () => {
    expect((await compress('br', { 'content-type': 'image/png' })).headers).toEqual({});
    expect((await compress('br', html, Buffer.alloc(999, 'a'))).headers).toEqual({});
    expect((await compress('br', html, Buffer.alloc(1000, 'a'))).headers['content-encoding']).toBe('br');
    expect((await compress('br', html, Buffer.alloc(10_000_001, 'a'))).headers).toEqual({});
    expect((await compress('br', { ...html, 'content-encoding': 'gzip' })).headers).toEqual({});
    for (const type of [
      'text/javascript',
      'text/css',
      'application/json',
      'image/svg+xml',
      'application/xml',
      'text/plain',
      'application/rss+xml',
    ]) {
      expect((await compress('br', { 'content-type': type })).headers['content-encoding'], type).toBe('br');
    }
  });
});

describe('request targets', () => {
  it('accepts paths with valid percent-encoding and splits the query', () => {
    expect(parseRequestTarget('/blog/caf%C3%A9?x=1&y=%20')).toEqual({ path: '/blog/caf%C3%A9', query: 'x=1&y=%20' });
    expect(parseRequestTarget('//')).toEqual({ path: '//', query: '' });
  });

  it('refuses what CloudFront would: 400 for bad encoding, control characters, a non-path target; 414 past 8,192 bytes', () => {
    for (const target of ['/%E0%A4%A', '/%', '/?q=%ZZ', '/%00', '/a%0Ab', '*', 'http://evil.example/', undefined]) {
      expect(parseRequestTarget(target), String(target)).toMatchObject({ status: 400 });
    }
    expect(parseRequestTarget(`/${'a'.repeat(MAX_URL_BYTES)}`)).toMatchObject({ status: 414 });
    expect(parseRequestTarget(`/${'a'.repeat(MAX_URL_BYTES - 1)}`)).toMatchObject({ path: expect.any(String) });
  });

  it('accepts host names and IP literals with a port as Host, nothing else', () => {
    for (const host of [
      '127.0.0.1:3000',
      'localhost',
      'www.example.org',
      '[::1]:3000',
      'd111.cloudfront.net.',
      undefined,
    ])
      expect(validHost(host), host).toBe(true);
    for (const host of ['', 'bad host', 'evil.example/x', '[::1', 'a:b:c', 'x:99999999'])
      expect(validHost(host), host).toBe(false);
  });
});
