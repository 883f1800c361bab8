/**
 * The JavaScript a reader downloads for each public route of the build in frontend/dist without
 * interaction: on a reader page its entry script and the islands boot it imports after the first
 * paint (frontend/src/main.tsx, issue 28); on a page of the app (a blog post) the scripts and
 * modulepreloads its HTML lists (those of the page-modules template too) and the app the entry
 * imports; and every chunk those import statically, measured gzipped
 * and brotli-compressed as the edge serves them. Used by the size-budget test (test/unit/reader-bundle.test.ts) and the bench.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DIST_DIR = fileURLToPath(new URL('../frontend/dist', import.meta.url));

export interface RouteJs {
  route: string;
  /** The chunks, as paths under dist (e.g. assets/index-abc.js). */
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g;
const HTML_JS = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/(assets\/[\w.-]+\.js)"/g;
const HTML_ENTRY = /<script[^>]*\ssrc="\/(assets\/[\w.-]+\.js)"/g;

/** What an entry script imports dynamically: the app it starts after the first paint. */
const startedBy = (entry: string) =>
  [...readFileSync(join(DIST_DIR, entry), 'utf8').matchAll(DYNAMIC_IMPORT)].map((m) => `assets/${m[1]}`);

function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(DIST_DIR, file), 'utf8');
    for (const [, name] of code.matchAll(STATIC_IMPORT)) visit(`assets/${name}`);
  };
  entries.forEach(visit);
  return [...seen];
}

function measure(route: string, entries: string[]): RouteJs {
  const files = staticClosure(entries);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const code = readFileSync(join(DIST_DIR, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    brotli += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { route, files, raw, gzip, brotli };
}

const ISLANDS_BOOT = /<link[^>]*\shref="\/(assets\/[\w.-]+\.js)"[^>]*\sdata-islands-boot>/;

/**
 * What a page's HTML makes the browser fetch without interaction. A reader page (its template
 * lists the islands boot, issue 28) runs its entry and the boot, never the app; React and an
 * island's code load only when the reader uses a part. The app (the admin, a blog post's page
 * filled into the home page's shell: `as: 'app'`) fetches every modulepreload of the template but
 * the boot, and the app's entry the entry script imports.
 */
function htmlScripts(htmlFile: string, as: 'page' | 'app' = 'page'): string[] {
  const html = readFileSync(join(DIST_DIR, htmlFile), 'utf8');
  const entries = [...html.matchAll(HTML_ENTRY)].map((m) => m[1]!);
  const boot = ISLANDS_BOOT.exec(html)?.[1];
  if (boot && as === 'page') return [...entries, boot];
  const preloads = [...html.matchAll(HTML_JS)].map((m) => m[1]!).filter((file) => file !== boot);
  return [...preloads, ...entries.flatMap(startedBy)];
}

/** Every prerendered public page (not the admin shell), and the 404 page. */
function prerenderedPages(dir = '', found: { route: string; html: string }[] = []) {
  for (const entry of readdirSync(join(DIST_DIR, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'admin') prerenderedPages(path, found);
    else if (entry.name === 'index.html') found.push({ route: `/${dir}`, html: path });
  }
  return found;
}

/**
 * The JS of each public route. A blog post's page is rendered by the API from the site's shell
 * (the home page's HTML), and its page chunk is imported by the app before the first render: the
 * shell's scripts plus that chunk.
 */
/**
 * What a page's HTML fetches before its first paint: its scripts and modulepreloads outside the
 * page-modules template, and what they import statically (not the app, which the entry imports
 * only after the paint).
 */
export function jsBeforeFirstPaint(htmlFile: string): RouteJs {
  const html = readFileSync(join(DIST_DIR, htmlFile), 'utf8').replace(/<template[\s\S]*?<\/template>/g, '');
  return measure(
    htmlFile,
    [...html.matchAll(HTML_JS)].map((m) => m[1]!),
  );
}

export function readerJsPerRoute(): RouteJs[] {
  if (!existsSync(join(DIST_DIR, 'index.html')))
    throw new Error('frontend/dist has no build: run `npm run build` first');
  const pages = prerenderedPages().map(({ route, html }) => measure(route, htmlScripts(html)));
  const postChunk = readdirSync(join(DIST_DIR, 'assets')).find((f) => /^blog-post-[\w-]+\.js$/.test(f));
  if (!postChunk) throw new Error('frontend/dist/assets has no blog-post chunk');
  // The functions fill the home page's shell (functions/core/seo/site-shell.ts): its modules too.
  const shell = htmlScripts('index.html', 'app');
  pages.push(measure('/blog/{slug}', [...shell, `assets/${postChunk}`]));
  pages.push(measure('404', htmlScripts('404.html')));
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
