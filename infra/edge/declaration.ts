/**
 * What CloudFront does, declared once: the CDK Site construct (infra/constructs/site.ts) is built
 * from this, and the local server (infra/local/server.ts, through infra/edge/local-edge.ts) obeys
 * it, so that what a reader meets locally is what the cloud does.
 */
import type { RouteDef } from '../../functions/contract/define-route';
import { EDGE_HEADERS, IMMUTABLE_CACHE_CONTROL, REVALIDATED_CACHE_CONTROL } from '../../functions/contract/edge';
import { MEDIA_PATH_PREFIX } from '../../functions/contract/images';
import { routeList } from '../../functions/contract/routes';
import { securityHeaders, type CspSources, type HeaderOptions, type HeaderSet } from '../security-headers';
import { ADMIN_PREFIX, ADMIN_SHELL, NOT_FOUND_PAGE } from '../site-routing';

/** The CloudFront Functions of the distribution; each is a source file in this folder. */
export const EDGE_FUNCTIONS = {
  /** Site paths to objects, the 404 page for unknown paths (viewer request) and its status (viewer response). */
  siteRequest: {
    source: 'site-function.js',
    data: 'site',
    comment: 'Site paths to objects; unknown pages to /404.html',
    publishedPages: true,
  },
  siteResponse: {
    source: 'site-function.js',
    data: 'site',
    comment: 'Status 404 for the 404 page',
    publishedPages: true,
  },
  /** Trailing-slash redirect and the viewer's address, for every behaviour whose origin is the API. */
  apiRequest: {
    source: 'api-function.js',
    data: 'headers',
    comment: 'Trailing slash redirect; the viewer address for per-client limits',
  },
} as const;
export type EdgeFunctionId = keyof typeof EDGE_FUNCTIONS;

/**
 * Whether a function reads the published-pages key value store: the pages publishing added after
 * the deploy (a new book's page), which the build's page list cannot name.
 */
export const readsPublishedPages = (id: EdgeFunctionId) => 'publishedPages' in EDGE_FUNCTIONS[id];

export type Encoding = 'br' | 'gzip';

/**
 * Cache policies. CloudFront compresses with gzip whenever a behaviour says `compress`, and with
 * br only when its cache policy enables br (ServingCompressedFiles in the CloudFront guide).
 */
export type CachePolicyDeclaration =
  | { managed: 'CACHING_OPTIMIZED' | 'CACHING_DISABLED'; brotli: boolean; comment: string }
  | {
      managed?: undefined;
      brotli: boolean;
      comment: string;
      minTtlSeconds: number;
      defaultTtlSeconds: number;
      maxTtlSeconds: number;
    };

export type CachePolicyId = 'site' | 'functionPage' | 'api';

export const CACHE_POLICIES: Record<CachePolicyId, CachePolicyDeclaration> = {
  // AWS's CachingOptimized: 1 s to a year, as each object's Cache-Control says; gzip and br.
  site: {
    managed: 'CACHING_OPTIMIZED',
    brotli: true,
    comment: 'The site bucket: each object as its Cache-Control says',
  },
  // Pages and feeds a function renders are the same for every reader and say how long they may be
  // kept (s-maxage=60, max-age=300): honouring that spares a Lambda run per crawler hit. A reply without
  // Cache-Control is not kept, nothing over an hour; only the path is the cache key.
  functionPage: {
    brotli: true,
    comment: 'Pages and feeds rendered by a function: their own Cache-Control, at most an hour',
    minTtlSeconds: 0,
    defaultTtlSeconds: 0,
    maxTtlSeconds: 3600,
  },
  // AWS's CachingDisabled: every API call reaches the API; no br (its Accept-Encoding settings are off).
  api: { managed: 'CACHING_DISABLED', brotli: false, comment: 'The API: nothing kept' },
};

export interface EdgeBehaviour {
  /** CloudFront's path pattern (`*` any characters, `?` one); `*` for the default behaviour. */
  pathPattern: string;
  /** The site bucket (the build), the API, or the media bucket (her pictures' variants). */
  origin: 'site' | 'api' | 'media';
  /** GET and HEAD, or every method (CloudFront answers 403 to a method a behaviour does not allow). */
  methods: 'GET_HEAD' | 'ALL';
  cachePolicy: CachePolicyId;
  compress: boolean;
  viewerRequest?: EdgeFunctionId;
  viewerResponse?: EdgeFunctionId;
  /** Its response headers policy: a reader's page, or the admin and the API (infra/security-headers.ts). */
  headers: HeaderSet;
}

export interface ErrorResponse {
  /** The origin's status this applies to (the whole distribution: CloudFront cannot scope it). */
  httpStatus: number;
  responseHttpStatus: number;
  responsePagePath: string;
  ttlSeconds: number;
}

export interface EdgeDeclaration {
  /** Every behaviour sends http to https (301); locally the server is plain http on loopback. */
  viewerProtocol: 'redirect-to-https';
  defaultBehaviour: EdgeBehaviour;
  /** In CloudFront's order: the first pattern that matches wins, else the default behaviour. */
  behaviours: EdgeBehaviour[];
  /**
   * None: a distribution-wide mapping of 404 would replace the API's JSON 404s and the function
   * pages' own 404 pages. Unknown site paths get the 404 page from the site functions instead.
   */
  errorResponses: ErrorResponse[];
  notFoundPage: string;
  admin: { prefix: string; shell: string };
  /**
   * Which origin serves what when the deployment gives the admin one of its own (infra/edge/origins.js):
   * the admin's serves `adminPath` and below, the API (`apiPrefix`) and the build's files; the
   * readers' everything else. Each answers the other's paths with `redirectStatus` to it.
   */
  adminOrigin: { adminPath: string; apiPrefix: string; redirectStatus: 308 };
  /** What CloudFront compresses: these content types, sized within these bounds. */
  compression: { contentTypes: readonly string[]; minBytes: number; maxBytes: number };
  /** Cache-Control of the site bucket's objects, by kind, set when they are deployed. */
  objectCacheControl: { hashedPrefix: string; hashed: string; revalidated: string };
  /** The response headers of each behaviour's policy (overriding the origin's), and headers removed. */
  responseHeaders: (sources: CspSources, options: HeaderOptions) => Record<string, string>;
  removeHeaders: string[];
  /**
   * Response headers an origin's reply keeps when it sets them itself (the policy's `override`
   * off): token pages send `Referrer-Policy: no-referrer`, stricter than the site's default.
   */
  originMayOverride: readonly string[];
  /** The headers CloudFront adds to what it sends the API: the viewer's address, and the origin secret. */
  apiHeaders: typeof EDGE_HEADERS;
}

/** The content types CloudFront compresses (the list in the CloudFront guide, ServingCompressedFiles). */
export const CLOUDFRONT_COMPRESSIBLE_TYPES = [
  'application/dash+xml',
  'application/eot',
  'application/font',
  'application/font-sfnt',
  'application/javascript',
  'application/json',
  'application/opentype',
  'application/otf',
  'application/pkcs7-mime',
  'application/protobuf',
  'application/rss+xml',
  'application/truetype',
  'application/ttf',
  'application/vnd.apple.mpegurl',
  'application/vnd.ms-fontobject',
  'application/xhtml+xml',
  'application/xml',
  'application/x-font-opentype',
  'application/x-font-truetype',
  'application/x-font-ttf',
  'application/x-httpd-cgi',
  'application/x-javascript',
  'application/x-mpegurl',
  'application/x-opentype',
  'application/x-otf',
  'application/x-perl',
  'application/x-ttf',
  'font/eot',
  'font/opentype',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/js',
  'text/plain',
  'text/richtext',
  'text/tab-separated-values',
  'text/xml',
  'text/x-component',
  'text/x-java-source',
  'text/x-script',
  'vnd.apple.mpegurl',
] as const;

/**
 * The CloudFront path patterns of the route table's routes outside `/api/` (pages and feeds a
 * function renders: `/blog/{slug}` -> `/blog/*`, `/sitemap.xml`), with the methods they need.
 * `/blog` itself stays the prerendered list page: `/blog/*` does not match it.
 */
export function functionPagePatterns(
  routes: readonly Pick<RouteDef, 'method' | 'path'>[] = routeList,
): Map<string, Set<string>> {
  const patterns = new Map<string, Set<string>>();
  for (const route of routes) {
    if (route.path.startsWith('/api/')) continue;
    const pattern = route.path.replace(/\{\w+\}/g, '*');
    patterns.set(pattern, (patterns.get(pattern) ?? new Set()).add(route.method));
  }
  return patterns;
}

const onlyReads = (methods: Iterable<string>) => [...methods].every((m) => m === 'GET' || m === 'HEAD');

/** The distribution of this site, from the route table. */
export function edgeDeclaration(routes: readonly Pick<RouteDef, 'method' | 'path'>[] = routeList): EdgeDeclaration {
  // Exact paths first (`/blog/rss.xml` before `/blog/*`): CloudFront takes the first match.
  const pages = [...functionPagePatterns(routes)].sort(([a], [b]) => Number(a.includes('*')) - Number(b.includes('*')));
  // The admin app's shell: /admin itself and everything under /admin/.
  const adminPath = ADMIN_PREFIX.replace(/\/$/, '');
  const apiPrefix = '/api/';
  const site = {
    origin: 'site',
    methods: 'GET_HEAD',
    cachePolicy: 'site',
    compress: true,
    viewerRequest: 'siteRequest',
    viewerResponse: 'siteResponse',
  } as const;
  return {
    viewerProtocol: 'redirect-to-https',
    // The site bucket: the prerendered reader pages, their assets and the 404 page.
    defaultBehaviour: { pathPattern: '*', ...site, headers: 'reader' },
    behaviours: [
      {
        pathPattern: `${apiPrefix}*`,
        origin: 'api',
        methods: 'ALL',
        cachePolicy: 'api',
        compress: true,
        viewerRequest: 'apiRequest',
        headers: 'isolated',
      },
      // Her pictures' variants, content-addressed: each object carries MEDIA_CACHE_CONTROL (a year,
      // immutable), which CachingOptimized honours. Pictures are compressed already; no function
      // runs, so both origins serve them (the admin shows her thumbnails from its own).
      {
        pathPattern: `${MEDIA_PATH_PREFIX}*`,
        origin: 'media',
        methods: 'GET_HEAD',
        cachePolicy: 'site',
        compress: false,
        headers: 'reader',
      },
      // The admin app's shell (also at /admin itself), from the same bucket, in its own window group.
      { pathPattern: `${adminPath}*`, ...site, headers: 'isolated' },
      // Blog posts, the newsletter archive and the feeds: readers' pages a function renders.
      ...pages.map(([pathPattern, methods]): EdgeBehaviour => ({
        pathPattern,
        origin: 'api',
        methods: onlyReads(methods) ? 'GET_HEAD' : 'ALL',
        cachePolicy: 'functionPage',
        compress: true,
        viewerRequest: 'apiRequest',
        headers: 'reader',
      })),
    ],
    errorResponses: [],
    notFoundPage: NOT_FOUND_PAGE,
    admin: { prefix: ADMIN_PREFIX, shell: ADMIN_SHELL },
    adminOrigin: { adminPath, apiPrefix, redirectStatus: 308 },
    compression: { contentTypes: CLOUDFRONT_COMPRESSIBLE_TYPES, minBytes: 1_000, maxBytes: 10_000_000 },
    objectCacheControl: {
      // Vite writes every content-hashed file (JS, CSS, fonts) under assets/.
      hashedPrefix: 'assets/',
      hashed: IMMUTABLE_CACHE_CONTROL,
      revalidated: REVALIDATED_CACHE_CONTROL,
    },
    responseHeaders: securityHeaders,
    removeHeaders: ['server'],
    originMayOverride: ['referrer-policy'],
    apiHeaders: EDGE_HEADERS,
  };
}

export const EDGE: EdgeDeclaration = edgeDeclaration();

/** The Cache-Control the deployment gives the site bucket's object `key` (no leading slash). */
export const objectCacheControl = (edge: EdgeDeclaration, key: string) =>
  key.startsWith(edge.objectCacheControl.hashedPrefix)
    ? edge.objectCacheControl.hashed
    : edge.objectCacheControl.revalidated;

/** The encodings CloudFront may answer a behaviour with, best first (br over gzip, as CloudFront prefers). */
export function behaviourEncodings(behaviour: EdgeBehaviour): Encoding[] {
  if (!behaviour.compress) return [];
  return CACHE_POLICIES[behaviour.cachePolicy].brotli ? ['br', 'gzip'] : ['gzip'];
}

/** CloudFront's path pattern match: case-sensitive, `*` any run of characters, `?` exactly one. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`, 's').test(path);
}

/** The behaviour CloudFront picks for a path. */
export const behaviourFor = (edge: EdgeDeclaration, path: string): EdgeBehaviour =>
  edge.behaviours.find((b) => matchesPathPattern(b.pathPattern, path)) ?? edge.defaultBehaviour;

export const allowedMethods = (behaviour: EdgeBehaviour): string[] =>
  behaviour.methods === 'GET_HEAD' ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'];
