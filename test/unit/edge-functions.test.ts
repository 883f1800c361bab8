import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGE_HEADERS } from '../../functions/contract/edge';
import { EDGE, type EdgeFunctionId } from '../../infra/edge/declaration';
import {
  edgeFunctionCode,
  KEY_VALUE_STORE_IMPORT,
  loadEdgeFunction,
  MAX_FUNCTION_BYTES,
  type KeyValueReader,
  type EdgeEvent,
  type EdgeRequest,
  type EdgeResponse,
} from '../../infra/edge/functions';
import { ADMIN_SHELL, NOT_FOUND_PAGE, sitePaths, type SitePaths } from '../../infra/site-routing';

/** A build as prerender writes it: pages as <path>/index.html, the 404 page, the admin shell, assets. */
function fakeBuild(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'edge-build-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '<!doctype html>');
  }
  return dir;
}

const BUILD = [
  'index.html',
  '404.html',
  'robots.txt',
  'favicon.svg',
  'books/index.html',
  'books/true-veil/index.html',
  'blog/index.html',
  'short-stories/index.html',
  'admin/index.html',
  'assets/index-abc123.js',
  'covers/true-veil-blues.webp',
];
const paths = sitePaths(fakeBuild(BUILD));

/** Runs the deployed code of a function in its own context, as the local server does. */
const run = (
  id: EdgeFunctionId,
  event: Omit<EdgeEvent, 'version' | 'viewer'> & Partial<Pick<EdgeEvent, 'viewer'>>,
  site: SitePaths = paths,
  store?: KeyValueReader,
) =>
  loadEdgeFunction(edgeFunctionCode(id, EDGE, site), store)({ version: '1.0', viewer: { ip: '127.0.0.1' }, ...event });

const request = (uri: string, method = 'GET', headers: EdgeRequest['headers'] = {}): EdgeRequest => ({
  method,
  uri,
  querystring: {},
  headers,
  cookies: {},
});
const viewerRequest = async (uri: string, store?: KeyValueReader) =>
  (
    (await run(
      'siteRequest',
      { context: { eventType: 'viewer-request' }, request: request(uri) },
      paths,
      store,
    )) as EdgeRequest
  ).uri;
const viewerResponse = async (uri: string, statusCode = 200, store?: KeyValueReader) =>
  (
    (await run(
      'siteResponse',
      { context: { eventType: 'viewer-response' }, request: request(uri), response: { statusCode, headers: {} } },
      paths,
      store,
    )) as EdgeResponse
  ).statusCode;

describe('the site paths of a build', () => {
  it('are its prerendered pages and its top-level files', async () => {
    expect(paths).toEqual({
      pages: ['/', '/admin', '/blog', '/books', '/books/true-veil', '/short-stories'],
      files: ['/404.html', '/favicon.svg', '/index.html', '/robots.txt'],
    });
  });
});

describe("the site bucket's function (viewer request)", () => {
  it('serves a page from its prerendered index.html, with or without a trailing slash', async () => {
    const pages: [string, string][] = [
      ['/', '/index.html'],
      ['/books', '/books/index.html'],
      ['/books/', '/books/index.html'],
      ['/blog/', '/blog/index.html'],
      ['/short-stories/', '/short-stories/index.html'],
    ];
    for (const [uri, file] of pages) expect(await viewerRequest(uri), uri).toBe(file);
  });

  it('leaves files alone, known or not (S3 answers a missing one)', async () => {
    const files = [
      '/assets/index-abc123.js',
      '/config.json',
      '/robots.txt',
      '/assets/gone-999.js',
      '/books/index.html',
    ];
    for (const uri of files) expect(await viewerRequest(uri), uri).toBe(uri);
  });

  it('serves every path under /admin/ from the admin shell, so deep links load', async () => {
    for (const uri of ['/admin', '/admin/', '/admin/x', '/admin/downloads', '/admin/blog/abc/edit'])
      expect(await viewerRequest(uri), uri).toBe(ADMIN_SHELL);
  });

  it('sends an unknown page to the 404 page', async () => {
    for (const uri of [
      '/administrator',
      '/no-such-page',
      '/books/no-such',
      '/Books',
      '//',
      '//books',
      '/books//',
      '/blog/a.b/post',
      '/404',
    ]) {
      expect(await viewerRequest(uri), uri).toBe(NOT_FOUND_PAGE);
    }
  });
});

describe('a page published after the deploy (a key of the published-pages store)', () => {
  /** A store holding `marks` ('1' on the site, '0' taken off); `get` rejects a key it lacks, as CloudFront's does. */
  const storeOf = (marks: Record<string, string>): KeyValueReader => ({
    get: (key) => (key in marks ? Promise.resolve(marks[key]!) : Promise.reject(new Error(`No key ${key}`))),
  });
  const published = (...pages: string[]) => storeOf(Object.fromEntries(pages.map((page) => [page, '1'])));
  const unreachable: KeyValueReader = { get: () => Promise.reject(new Error('store unreachable')) };

  it('is served from its index.html like a built page, with or without a trailing slash', async () => {
    const store = published('/books/the-fourteenth');
    expect(await viewerRequest('/books/the-fourteenth', store)).toBe('/books/the-fourteenth/index.html');
    expect(await viewerRequest('/books/the-fourteenth/', store)).toBe('/books/the-fourteenth/index.html');
    expect(await viewerResponse('/books/the-fourteenth', 200, store)).toBe(200);
  });

  it('leaves every other unknown path to the 404 page, and so does a store it cannot read', async () => {
    const store = published('/books/the-fourteenth');
    expect(await viewerRequest('/books/the-fifteenth', store)).toBe(NOT_FOUND_PAGE);
    expect(await viewerRequest('/books//the-fourteenth', store)).toBe(NOT_FOUND_PAGE);
    expect(await viewerRequest('/books/the-fourteenth', unreachable)).toBe(NOT_FOUND_PAGE);
    expect(await viewerResponse('/books/the-fourteenth', 200, unreachable)).toBe(404);
  });

  it('is the 404 page once taken off (a book she removed), built or published, and back when published again', async () => {
    const builtBook = '/books/true-veil';
    const removed = storeOf({ [builtBook]: '0', '/books/the-fourteenth': '0' });
    expect(await viewerRequest(builtBook, removed)).toBe(NOT_FOUND_PAGE);
    expect(await viewerResponse(builtBook, 200, removed)).toBe(404);
    expect(await viewerRequest('/books/the-fourteenth', removed)).toBe(NOT_FOUND_PAGE);
    expect(await viewerRequest(builtBook, storeOf({ [builtBook]: '1' }))).toBe(`${builtBook}/index.html`);
    // What the store does not name, the build's list decides.
    expect(await viewerRequest(builtBook, storeOf({}))).toBe(`${builtBook}/index.html`);
  });

  it('is asked only by the site functions, whose code starts as CloudFront asks', () => {
    expect(edgeFunctionCode('siteRequest', EDGE, paths).startsWith(KEY_VALUE_STORE_IMPORT)).toBe(true);
    expect(edgeFunctionCode('siteResponse', EDGE, paths).startsWith(KEY_VALUE_STORE_IMPORT)).toBe(true);
    expect(edgeFunctionCode('apiRequest', EDGE, paths)).not.toContain('cloudfront');
  });
});

describe("the site bucket's function (viewer response)", () => {
  it('gives the 404 page status 404, whether it sees the viewer uri or the rewritten one', async () => {
    expect(await viewerResponse('/no-such-page')).toBe(404);
    expect(await viewerResponse(NOT_FOUND_PAGE)).toBe(404);
  });

  it('leaves pages, files and revalidations alone', async () => {
    expect(await viewerResponse('/books')).toBe(200);
    expect(await viewerResponse('/books/index.html')).toBe(200);
    expect(await viewerResponse('/assets/index-abc123.js')).toBe(200);
    expect(await viewerResponse('/admin/downloads')).toBe(200);
    expect(await viewerResponse('/no-such-page', 304)).toBe(304);
  });
});

describe("the API behaviours' function", () => {
  const apiRequest = (req: EdgeRequest) =>
    run('apiRequest', { context: { eventType: 'viewer-request' }, request: req });

  it("gives the API the viewer's address as CloudFront saw it, whatever the viewer sent", async () => {
    const forged = request('/api/x', 'POST', {
      [EDGE_HEADERS.viewerAddress]: { value: '203.0.113.66' },
      'x-forwarded-for': { value: '203.0.113.67' },
    });
    const out = await run('apiRequest', {
      context: { eventType: 'viewer-request' },
      viewer: { ip: '198.51.100.7' },
      request: forged,
    });
    expect((out as EdgeRequest).headers[EDGE_HEADERS.viewerAddress]).toEqual({ value: '198.51.100.7' });
  });

  it('sends a GET of /blog/ (the /blog/* behaviour) to the prerendered /blog', async () => {
    expect(await apiRequest(request('/blog/'))).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/blog' } },
    });
    expect(((await apiRequest(request('/blog/my-post'))) as EdgeRequest).uri).toBe('/blog/my-post');
    expect(((await apiRequest(request('/api/newsletter/signup/', 'POST'))) as EdgeRequest).uri).toBe(
      '/api/newsletter/signup/',
    );
  });
});

describe("the functions' size", () => {
  it('stays under CloudFront’s 10 KB with many more pages than the site has', async () => {
    const many = {
      pages: Array.from({ length: 120 }, (_, i) => `/a-rather-long-page-name-for-a-book-${i}`),
      files: paths.files,
    };
    for (const id of ['siteRequest', 'siteResponse', 'apiRequest'] as const) {
      expect(Buffer.byteLength(edgeFunctionCode(id, EDGE, many))).toBeLessThan(MAX_FUNCTION_BYTES);
    }
  });

  it('refuses at synth a function CloudFront would refuse', async () => {
    const tooMany = {
      pages: Array.from({ length: 400 }, (_, i) => `/a-rather-long-page-name-for-a-book-${i}`),
      files: [],
    };
    expect(() => edgeFunctionCode('siteRequest', EDGE, tooMany)).toThrow(/at most 10240/);
  });
});
