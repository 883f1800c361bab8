import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { bookUrl } from '../../content/page-table';
import { books } from '../../content/seed/books';
import { buildOrigin } from '../../frontend/scripts/build-origin';
import { EDGE } from '../../infra/edge/declaration';
import { createEdgeCache } from '../../infra/edge/edge-cache';
import type { HeaderSet } from '../../infra/security-headers';
import { localS3 } from '../../infra/local/s3-client';
import { createLocalServer } from '../../infra/local/server';
import { ADMIN_SHELL } from '../../infra/site-routing';
import { changedEdge } from '../support/changed-edge';
import { rawRequest } from '../support/http';
import { testSettings } from '../support/stack-settings';

/**
 * What the local server answers, by the edge declaration (infra/edge/): which object of the site
 * bucket (the build, deployed there by the stack) answers a site path (CloudFront's own function
 * code), 404s, compression, Cache-Control and the edge's cache. Reads the existing build; writes
 * nothing to it, and to the bucket one object of its own, deleted after.
 */
/** The Host header of the admin's own origin (localhost), on the same local server as the readers' (127.0.0.1). */
const ADMIN_HOST = { host: new URL(testSettings.adminUrl).host };

describe('admin deep links', () => {
  const shellFile = join(testSettings.frontendDir, ADMIN_SHELL);

  it.each([
    '/admin',
    '/admin/',
    '/admin/downloads',
    '/admin/send-emails',
    '/admin/analytics',
    '/admin/blog/some-id/edit',
  ])('%s answers 200 with the admin shell (empty #root) on the admin origin', async (path) => {
    expect(existsSync(shellFile), `${shellFile} is missing: run \`npm run build\` first`).toBe(true);
    const reply = await rawRequest('GET', path, { headers: ADMIN_HOST });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.text).toBe(page(ADMIN_SHELL).toString());
    expect(reply.text).toContain('<div id="root"></div>');
  });

  it('leaves other unknown paths of the reader origin the 404 page with status 404', async () => {
    const reply = await rawRequest('GET', '/administrator/downloads');
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain('<div id="root"></div>');
  });
});

describe('the admin on its own origin', () => {
  const adminOrigin = testSettings.adminUrl;
  const readerOrigin = testSettings.siteUrl;
  // The same server on the same port: only the host name, and so the browser's origin, differs.
  it('the two origins differ, on one port', () => {
    expect(new URL(adminOrigin).origin).not.toBe(new URL(readerOrigin).origin);
    expect(new URL(adminOrigin).port).toBe(new URL(readerOrigin).port);
  });

  it.each(['/admin', '/admin/', '/admin/downloads', '/admin/analytics?range=90d', '/admin/blog/some-id/edit'])(
    'the reader origin answers %s with a 308 to the same path on the admin origin',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const reply = await rawRequest(method, path);
        expect(reply.status, `${method} ${path}`).toBe(308);
        expect(reply.headers.location).toBe(`${adminOrigin}${path}`);
        expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      }
    },
  );

  it.each(['/', '/books', '/blog', '/blog/some-post', '/sitemap.xml', '/no-such-page', '/books?x=1'])(
    'the admin origin answers the reader path %s with a 308 to the reader origin',
    async (path) => {
      const reply = await rawRequest('GET', path, { headers: ADMIN_HOST });
      expect(reply.status, path).toBe(308);
      expect(reply.headers.location).toBe(`${readerOrigin}${path}`);
    },
  );

  it('the admin origin serves the admin, the API and the build’s files (the shell’s scripts)', async () => {
    const shell = await rawRequest('GET', '/admin/readers', { headers: ADMIN_HOST });
    expect(shell.status).toBe(200);
    expect(shell.text).toBe(page(ADMIN_SHELL).toString());
    const script = /"(\/assets\/[^"]+\.js)"/.exec(shell.text)![1]!;
    const asset = await rawRequest('GET', script, { headers: ADMIN_HOST });
    expect(asset.status).toBe(200);
    expect(asset.text).toBe(file(script).toString());
    expect((await rawRequest('GET', '/config.json', { headers: ADMIN_HOST })).status).toBe(200);
    const api = await rawRequest('GET', '/api/no-such-route', { headers: ADMIN_HOST });
    expect(api.status).toBe(404);
    expect(api.json()).toEqual({ message: expect.stringMatching(/no API route/) });
  });

  it('the reader origin still serves the readers’ pages and the API', async () => {
    expect((await rawRequest('GET', '/books')).status).toBe(200);
    expect((await rawRequest('GET', '/api/no-such-route')).status).toBe(404);
  });
});

/** A GET to a local server that keeps the body as bytes (it may be compressed). */
function get(
  path: string,
  headers: Record<string, string> = {},
  port = testSettings.port,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const file = (sitePath: string) => readFileSync(join(testSettings.frontendDir, sitePath));
/**
 * A page as the stack serves it: the build's, which its start published again on the stack's own
 * address (its SITE_URL) rather than the build's origin (frontend/scripts/build-origin.ts).
 */
const page = (sitePath: string) =>
  Buffer.from(file(sitePath).toString().replaceAll(buildOrigin(), testSettings.siteUrl));
/** The largest script the home page names (the one before the first paint is under 1,000 bytes). */
const largestScript = () =>
  [
    ...file('index.html')
      .toString()
      .matchAll(/"(\/assets\/[^"]+\.js)"/g),
  ]
    .map((m) => m[1]!)
    .sort((a, b) => file(b).length - file(a).length)[0]!;
const BROWSER = 'gzip, deflate, br';
const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
const decoded = (reply: { headers: IncomingHttpHeaders; body: Buffer }) =>
  decoders[String(reply.headers['content-encoding'])]?.(reply.body) ?? reply.body;

describe('compression, as CloudFront compresses', () => {
  it.each(['/', "the home page's largest script"])(
    'answers %s with br to a browser, gzip when only gzip is accepted, else identity',
    async (which) => {
      const path = which === '/' ? '/' : largestScript();
      const original = path === '/' ? page('index.html') : file(path);
      expect(original.length).toBeGreaterThan(1000);

      const br = await get(path, { 'accept-encoding': BROWSER });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(original.length / 2);
      expect(decoded(br).equals(original)).toBe(true);

      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip).equals(original)).toBe(true);

      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const plain = await get(path, accept ? { 'accept-encoding': accept } : {});
        expect(plain.headers['content-encoding'], accept).toBeUndefined();
        expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
        expect(plain.body.equals(original)).toBe(true);
      }
    },
  );

  it('compresses SVG; leaves PNG and replies under 1,000 bytes as they are', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': BROWSER });
    expect(file('robots.txt').length).toBeLessThan(1000);
    expect(robots.headers['content-encoding']).toBeUndefined();
    const svg = readdirSync(join(testSettings.frontendDir, 'covers')).find((f) => f.endsWith('.svg'))!;
    const cover = await get(`/covers/${svg}`, { 'accept-encoding': BROWSER });
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.headers['content-encoding']).toBe('br');
    const png = readdirSync(join(testSettings.frontendDir, 'images')).find((f) => f.endsWith('.png'))!;
    const image = await get(`/images/${png}`, { 'accept-encoding': BROWSER });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the pages a function renders too', async () => {
    const page = await get('/blog/no-such-post', { 'accept-encoding': BROWSER });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page).toString()).toContain('<html');
  });
});

describe('Cache-Control by kind of object', () => {
  it('keeps hashed assets a year, immutable; HTML, config.json and unhashed files are revalidated', async () => {
    expect((await get(largestScript())).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/books', '/config.json', '/robots.txt', '/favicon.svg', '/no-such-page']) {
      const cacheControl = (await get(path)).headers['cache-control'];
      expect(cacheControl, path).toBe('public, max-age=0, must-revalidate');
      expect(cacheControl).not.toContain('immutable');
    }
    // The pages a function renders say themselves how long they keep: asked again by browsers, a
    // minute in CloudFront, for posts published or changed meanwhile.
    for (const path of ['/blog', '/blog/no-such-post'])
      expect((await get(path)).headers['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
  });
});

describe('revalidation', () => {
  it('answers 304 to a revalidation of an unchanged page, compressed or not, and the 404 page stays a 304 too', async () => {
    for (const [path, accept] of [
      ['/', BROWSER],
      ['/books', undefined],
      ['/config.json', undefined],
      ['/no-such-page', BROWSER],
    ] as const) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const first = await get(path, headers);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(
        accept && first.headers['content-encoding'] ? /^W\/"[0-9a-f]{32}"$/ : /^"[0-9a-f]{32}"$/,
      );
      const again = await get(path, { ...headers, 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect((await get(path, { ...headers, 'if-none-match': '"stale"' })).status).toBe(first.status);
    }
  });
});

describe('pages with and without a trailing slash', () => {
  it.each(['/books/', '/short-stories/', '/books'])('%s answers the prerendered page', async (path) => {
    const reply = await get(path);
    expect(reply.status).toBe(200);
    expect(reply.body.equals(page(`${path.replace(/\/$/, '')}/index.html`))).toBe(true);
  });

  it('/blog/ (the function pages’ /blog/* behaviour) is sent to /blog, the list its function fills in', async () => {
    const slash = await get('/blog/');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/blog');
    const list = await get(slash.headers.location!);
    expect(list.status).toBe(200);
    const html = list.body.toString();
    const built = page('blog/index.html').toString();
    // The built page's head, with the posts where the build left its loading state.
    expect(html.slice(0, html.indexOf('<div id="root">'))).toBe(built.slice(0, built.indexOf('<div id="root">')));
    expect(built).toContain('data-testid="blog-skeleton"');
    expect(html).not.toContain('data-testid="blog-skeleton"');
    expect(html).toContain('<script type="application/json" id="prerendered-queries">');
  });
});

describe('404s keep their own page', () => {
  const notFoundPage = () => page('404.html').toString();
  const random = () => randomBytes(32).toString('base64url');

  it('an unknown site path answers 404 with the site’s 404 page', async () => {
    for (const path of ['/no-such-page', '/no-such-page/really', '/books/nope', '/404.html']) {
      const reply = await rawRequest('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.text).toBe(notFoundPage());
    }
  });

  it('a book’s page answers 200 with its prerendered page; a slug that is no book, the 404 page with 404', async () => {
    const book = books[0]!;
    for (const path of [`/books/${book.id}`, `/books/${book.id}/`]) {
      const reply = await rawRequest('GET', path);
      expect(reply.status, path).toBe(200);
      expect(reply.text).toBe(page(`books/${book.id}/index.html`).toString());
      expect(reply.text).toContain(`<link rel="canonical" href="${bookUrl(testSettings.siteUrl, book.id)}"`);
    }
    for (const path of [
      `/books/${book.id}-2`,
      '/books/no-such-book',
      `/books/${book.id.toUpperCase()}`,
      `/books/${book.id}/more`,
    ]) {
      const reply = await rawRequest('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.text).toBe(notFoundPage());
    }
  });

  it('an unknown file answers a plain 404 (S3’s), not the 404 page', async () => {
    const reply = await rawRequest('GET', '/assets/no-such-1234.js');
    expect(reply.status).toBe(404);
    expect(reply.text).toContain('NoSuchKey');
  });

  it.each([
    ['an unknown download token', () => `/api/download/${random()}`],
    ['an unknown confirm token', () => `/api/newsletter/confirm/${random()}`],
    ['an unknown unsubscribe token', () => `/api/newsletter/unsubscribe/${random()}`],
    ['an unknown post slug', () => '/blog/no-such-post'],
  ])('%s answers 404 with its own page', async (_, path) => {
    const reply = await rawRequest('GET', path());
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.text).toContain('<html');
    expect(reply.text).not.toBe(notFoundPage());
  });

  it('an unknown API path answers 404 with the API’s JSON', async () => {
    const reply = await rawRequest('GET', '/api/no-such-route');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual({ message: expect.stringMatching(/no API route/) });
  });
});

describe('the local server obeys the edge declaration', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createLocalServer({ settings: testSettings, authorize: async () => null, edge: changedEdge() });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('a behaviour, a response header and an error mapping added to it change what the server answers', async () => {
    // The same as the infra test synthesizes (test/infra/edge.test.ts).
    const probe = await get('/probe/x', {}, port);
    expect(probe.headers['x-edge-probe']).toBe('on');
    expect(probe.status).toBe(404);
    // The mapped 404: the API's JSON becomes the site's 404 page, as it did in the cloud before.
    expect(probe.body.toString()).toBe(page('404.html').toString());
    expect((await get('/api/no-such-route', {}, port)).body.toString()).toBe(page('404.html').toString());
    // The declared server does neither.
    const plain = await get('/api/no-such-route');
    expect(plain.headers['x-edge-probe']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends the declared security headers on every reply, COOP on the admin and the API only', async () => {
    const declared = (set: HeaderSet) =>
      EDGE.responseHeaders({ cognitoOrigin: 'x', ebookOrigins: [], checkoutOrigin: 'x' }, { https: false, set });
    const paths: [string, HeaderSet][] = [
      ['/', 'reader'],
      ['/privacy-policy', 'reader'],
      ['/blog/no-such-post', 'reader'],
      ['/no-such-page', 'reader'],
      ['/assets/none.js', 'reader'],
      ['/admin', 'isolated'],
      ['/admin/downloads', 'isolated'],
      ['/api/no-such-route', 'isolated'],
    ];
    expect(Object.keys(declared('isolated'))).toEqual([
      ...Object.keys(declared('reader')),
      'cross-origin-opener-policy',
    ]);
    for (const [path, set] of paths) {
      const reply = await get(path);
      for (const name of Object.keys(declared(set))) expect(reply.headers[name], `${name} on ${path}`).toBeDefined();
      expect(reply.headers['cross-origin-opener-policy'], path).toBe(set === 'isolated' ? 'same-origin' : undefined);
    }
  });
});

describe('the site bucket behind CloudFront’s cache', () => {
  let server: Server;
  let port: number;
  let now = Date.now();
  const cache = createEdgeCache(() => now);
  const s3 = localS3(testSettings);
  const key = `published-${randomBytes(6).toString('hex')}.txt`;
  // What a publisher writes: an object of the kind HTML is (revalidated), in the bucket the stack deployed.
  const publish = (body: string) =>
    s3.send(
      new PutObjectCommand({
        Bucket: testSettings.siteBucket,
        Key: key,
        Body: body,
        ContentType: 'text/plain; charset=utf-8',
        CacheControl: EDGE.objectCacheControl.revalidated,
      }),
    );
  beforeAll(async () => {
    server = createLocalServer({ settings: testSettings, authorize: async () => null, cache });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await s3.send(new DeleteObjectCommand({ Bucket: testSettings.siteBucket, Key: key }));
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('serves what is written to the bucket, kept for its TTL, and at once after an invalidation', async () => {
    const read = async () => (await get(`/${key}`, {}, port)).body.toString();
    expect((await get(`/${key}`, {}, port)).status).toBe(404);
    // S3's 404 is kept for the error caching minimum (10 s), then the object shows.
    await publish('first');
    expect((await get(`/${key}`, {}, port)).status).toBe(404);
    now += 10_000;
    expect(await read()).toBe('first');
    // max-age=0 under CachingOptimized: kept one second.
    await publish('second');
    expect(await read()).toBe('first');
    now += 1_000;
    expect(await read()).toBe('second');
    await publish('third');
    expect(cache.invalidate([`/${key}`])).toBe(1);
    expect(await read()).toBe('third');
  });
});
