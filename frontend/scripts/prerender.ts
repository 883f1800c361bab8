/**
 * The second half of `npm run build` (after `vite build`): renders every public route of
 * `prerenderPaths` (frontend/src/app/routes.tsx) to `frontend/dist/<path>/index.html`, with the
 * page's head tags (title, description, canonical, Open Graph, Twitter, JSON-LD) and its markup in
 * #root, which the browser then hydrates (docs/DESIGN.md decision 8). Also writes `404.html` (the 404
 * screen, served with status 404 for any unknown path) and `admin/index.html` with an empty #root:
 * the admin area is a lazily loaded chunk that is never prerendered. And `robots.txt`, written here
 * because its sitemap line must be an absolute URL, made from the one SITE_URL (content/author.ts).
 *
 * The React side is a Vite SSR build of src/entry-prerender.tsx (same plugins and route tree as
 * the browser bundle); the head tags come from functions/core/seo, which the server-rendered blog
 * post pages use too, so every page's tags are written by one function.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { PageMeta } from '../../content/schemas';
import { AUTHOR_NAME } from '../../content/author';
import { books } from '../../content/books';
import { bookPages, metaOfPage } from '../../content/book-pages';
import { adminMeta, notFoundMeta, socialImageFor } from '../../content/page-table';
import { absoluteUrl } from '../../content/site';
import { routes } from '../../functions/contract/routes';
import { headTags, jsonForScript } from '../../functions/core/seo/head-tags';
import { fillShell } from '../../functions/core/seo/site-shell';
import { ADMIN_SHELL } from '../../infra/site-routing';
import { structuredDataFor } from '../src/components/json-ld';
import { bookPageProps } from '../src/features/books/book-page-props';

type Entry = typeof import('../src/entry-prerender');
type Manifest = Record<string, { file: string; imports?: string[] }>;

const frontendDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(frontendDir, 'dist');
// Inside node_modules so the bundle's bare imports (react, react-router-dom…) resolve.
const ssrDir = fileURLToPath(new URL('../../node_modules/.cache/prerender', import.meta.url));
/** Any path no route claims: what the 404 screen is rendered from. */
const NOT_FOUND_PATH = '/__prerender-not-found__';
/** The admin area's root route (frontend/src/app/routes.tsx), as Vite's manifest names it. */
const ADMIN_ROOT_MODULE = 'src/app/routes/admin/root.tsx';

const started = performance.now();
/**
 * The entry script loads at low priority: on a slow network the page's own HTML, its stylesheet
 * and its LCP image come first. The entry then starts the app after the first paint (main.tsx).
 */
const lowPriorityScripts = (html: string) =>
  html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');

const template = lowPriorityScripts(readFileSync(join(distDir, 'index.html'), 'utf8'));
if (!template.includes('<div id="root"></div>')) {
  throw new Error('frontend/dist/index.html is not the fresh Vite shell: run `vite build` before prerendering');
}

await build({
  configFile: join(frontendDir, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: join(frontendDir, 'src/entry-prerender.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
});
const entry = (await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href)) as Entry;

const manifestDir = join(distDir, '.vite');
const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;

/** The app's entry (frontend/src/app/start.tsx), as Vite's manifest names it. */
const APP_START_MODULE = 'src/app/start.tsx';
/** A reader page's islands boot (frontend/src/islands/boot.ts), as Vite's manifest names it. */
const ISLANDS_BOOT_MODULE = 'src/islands/boot.ts';

/**
 * The modulepreload tags of the app's entry, a page's lazy modules and every chunk they import
 * (those the shell already lists are skipped), inside the inert template main.tsx moves into
 * <head> after the first paint, marking the entry it then imports: all download together. The
 * page's CSS is in the one stylesheet of the shell.
 */
function pageModulesTemplate(modules: string[], shell: string, readerPage = false): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [APP_START_MODULE, ...modules].forEach(visit);
  const start = manifest[APP_START_MODULE]!.file;
  const links = [...files]
    .filter((file) => !shell.includes(`/${file}"`))
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="/${file}"${file === start ? ` ${entry.APP_START_ATTRIBUTE}` : ''}>`,
    );
  // What a reader page imports instead of the app (main.tsx): its islands boot, never hydrating the page.
  const boot = manifest[ISLANDS_BOOT_MODULE]?.file;
  if (!boot) throw new Error(`prerender: ${ISLANDS_BOOT_MODULE} is not in the build manifest`);
  if (readerPage) links.push(`<link rel="modulepreload" crossorigin href="/${boot}" ${entry.ISLANDS_BOOT_ATTRIBUTE}>`);
  return `<template id="${entry.PAGE_MODULES_ID}">${links.join('')}</template>`;
}

const hasFile = (sitePath: string) => existsSync(join(distDir, sitePath));

/** The page's 1200x630 share image (content/page-table.ts), which must be in the build. */
function socialImage(path: string) {
  const { path: url, ...image } = socialImageFor(path);
  if (!hasFile(url)) throw new Error(`prerender: the share image ${url} of ${path} is missing from frontend/public`);
  return { url, ...image };
}

function metaFor(path: string): PageMeta {
  const meta = metaOfPage(path);
  if (!meta)
    throw new Error(
      `prerender: ${path} has no entry in pageMeta (content/page-table.ts) nor bookPages (content/book-pages.ts)`,
    );
  return meta;
}

/**
 * The props a page made from the catalogue is drawn from (a book's page: the book, its series'
 * books, the author's name), given here so that its view reads no catalogue; none for the others.
 */
function pageDataFor(path: string) {
  const page = bookPages.find((bookPage) => bookPage.path === path);
  return page ? bookPageProps(page.book, books, AUTHOR_NAME) : undefined;
}

function headFor(meta: PageMeta, path: string): string {
  return headTags({ ...meta, image: socialImage(path), jsonLd: structuredDataFor(path, { hasFile }) });
}

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!,
  );

/** The page must declare the same title as its pageMeta entry, or its tags would describe another page. */
function checkTitle(path: string, reactHead: string, meta: PageMeta) {
  const title = /<title>([\s\S]*?)<\/title>/.exec(reactHead)?.[1];
  if (title === undefined) throw new Error(`prerender: ${path} renders no <title> (use <PageMeta>)`);
  if (decode(title) !== meta.title)
    throw new Error(`prerender: ${path} renders the title "${decode(title)}" but its pageMeta says "${meta.title}"`);
}

/**
 * The Vite shell with React's hoisted head (its page tags are then replaced by `head`), the page in
 * #root, and the data it was rendered with for the browser to start from.
 */
async function pageHtml(path: string, meta: PageMeta, head: string): Promise<string> {
  const page = await entry.renderPage(path, pageDataFor(path));
  checkTitle(path, page.head, meta);
  const shell = template.replace(
    '</head>',
    `${page.head}\n${pageModulesTemplate(page.modules, template, true)}\n</head>`,
  );
  const html = fillShell(shell, head, page.body);
  if (!page.queries) return html;
  const data = `<script type="application/json" id="${entry.PRERENDERED_QUERIES_ID}">${jsonForScript(page.queries)}</script>`;
  return html.replace('</body>', `${data}\n</body>`);
}

function write(path: string, html: string) {
  const file = join(distDir, path === '/' ? 'index.html' : /\.\w+$/.test(path) ? path : join(path, 'index.html'));
  if (!file.startsWith(distDir + sep)) throw new Error(`prerender: ${path} would be written outside frontend/dist`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return relative(frontendDir, file);
}

const written: string[] = [];
for (const path of [...entry.prerenderPaths, ...bookPages.map((page) => page.path)]) {
  const meta = metaFor(path);
  written.push(write(path, await pageHtml(path, meta, headFor(meta, path))));
}
written.push(write('/404.html', await pageHtml(NOT_FOUND_PATH, notFoundMeta, headFor(notFoundMeta, NOT_FOUND_PATH))));
// The admin area's first screen, and what it imports, download beside the app.
const adminShell = template.replace('</head>', `${pageModulesTemplate([ADMIN_ROOT_MODULE], template)}\n</head>`);
written.push(write(ADMIN_SHELL, fillShell(adminShell, headTags({ ...adminMeta, image: socialImage('/admin') }), '')));

// The manifest has served its purpose; it is not part of the site.
rmSync(manifestDir, { recursive: true, force: true });

// The sitemap is an API route (it lists the published blog posts too).
const robots = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /admin',
  'Disallow: /api/',
  '',
  `Sitemap: ${absoluteUrl(routes.sitemap.path)}`,
  '',
];
written.push(write('/robots.txt', robots.join('\n')));

console.log(
  `prerender: ${written.length} files in ${Math.round(performance.now() - started)} ms (${written.join(', ')})`,
);
