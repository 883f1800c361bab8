/**
 * The CloudFront Functions' code: the source file as is, after one line of data (the site's
 * paths, or the header names the API reads), the site's origins and the code that tells them
 * apart (origins.js). The CDK deploys this text and the local server
 * runs it (loadEdgeFunction), so both route a path with the same code.
 */
import { readFileSync } from 'node:fs';
import { createContext, Script } from 'node:vm';
import type { SitePaths } from '../site-routing';
import { EDGE_FUNCTIONS, readsPublishedPages, type EdgeDeclaration, type EdgeFunctionId } from './declaration';

/** CloudFront refuses a function's code over 10 KB. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

const sourceOf = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');

/** The data line the site function reads: the build's pages and top-level files as lookup objects. */
function siteData(edge: EdgeDeclaration, paths: SitePaths): string {
  const set = (list: string[]) => Object.fromEntries(list.map((p) => [p, 1]));
  const site = {
    pages: set(paths.pages),
    files: set(paths.files),
    adminPrefix: edge.admin.prefix,
    adminShell: edge.admin.shell,
    notFound: edge.notFoundPage,
  };
  return `var SITE = ${JSON.stringify(site)};\n`;
}

/**
 * The site's two origins when the admin has its own (`https://admin.example.org`, and
 * `https://example.org` for the readers), exactly as a browser names them; none when the site has one.
 */
export interface SiteOrigins {
  reader: string;
  admin: string;
}

/** The data line origins.js reads: which origin serves what, or null. */
const originsData = (edge: EdgeDeclaration, origins: SiteOrigins | undefined) =>
  `var ORIGINS = ${JSON.stringify(origins ? { ...origins, ...edge.adminOrigin } : null)};\n`;

/**
 * The first lines of a function that reads its key value store, as CloudFront asks for them
 * (Helper methods for key value stores, CloudFront Developer Guide). Locally the import is the one
 * line not run: `cf` is given to the context instead (loadEdgeFunction).
 */
export const KEY_VALUE_STORE_IMPORT = "import cf from 'cloudfront';\n";
const KEY_VALUE_STORE_HANDLE = 'var kvsHandle = cf.kvs();\n';

/** The code of one CloudFront Function, exactly as deployed. */
export function edgeFunctionCode(
  id: EdgeFunctionId,
  edge: EdgeDeclaration,
  paths: SitePaths,
  origins?: SiteOrigins,
): string {
  const { source, data } = EDGE_FUNCTIONS[id];
  const prefix = data === 'site' ? siteData(edge, paths) : `var EDGE_HEADERS = ${JSON.stringify(edge.apiHeaders)};\n`;
  const store = readsPublishedPages(id) ? KEY_VALUE_STORE_IMPORT + KEY_VALUE_STORE_HANDLE : '';
  const code = store + prefix + originsData(edge, origins) + sourceOf('origins.js') + sourceOf(source);
  if (Buffer.byteLength(code) > MAX_FUNCTION_BYTES) {
    throw new Error(
      `The CloudFront Function ${id} is ${Buffer.byteLength(code)} bytes; CloudFront accepts at most ${MAX_FUNCTION_BYTES}.`,
    );
  }
  return code;
}

/** CloudFront Functions' event (the parts these functions read). */
export interface EdgeEvent {
  version: '1.0';
  context: { eventType: 'viewer-request' | 'viewer-response'; distributionDomainName?: string; requestId?: string };
  viewer: { ip: string };
  request: EdgeRequest;
  response?: EdgeResponse;
}
export interface EdgeRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}
export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
  cookies?: Record<string, { value: string }>;
}

/** What a function reads of its key value store: `get` rejects for a key it does not hold, as CloudFront's does. */
export interface KeyValueReader {
  get(key: string): Promise<string>;
}

const emptyStore: KeyValueReader = { get: (key) => Promise.reject(new Error(`No key ${key}`)) };

export type EdgeHandler = (event: EdgeEvent) => Promise<EdgeRequest | EdgeResponse>;

/**
 * Runs a function's code in its own V8 context, as CloudFront does; returns its `handler`, awaited
 * (the site function is async: it may ask its key value store). `store`: what `cf.kvs()` reads.
 */
export function loadEdgeFunction(code: string, store: KeyValueReader = emptyStore): EdgeHandler {
  const readsStore = code.startsWith(KEY_VALUE_STORE_IMPORT);
  const context = createContext(readsStore ? { cf: { kvs: () => store } } : {});
  new Script(readsStore ? code.slice(KEY_VALUE_STORE_IMPORT.length) : code, {
    filename: 'cloudfront-function.js',
  }).runInContext(context);
  const handler: unknown = context.handler;
  if (typeof handler !== 'function') throw new Error('A CloudFront Function must define handler(event).');
  return async (event) => (await (handler as (event: EdgeEvent) => unknown)(event)) as EdgeRequest | EdgeResponse;
}
