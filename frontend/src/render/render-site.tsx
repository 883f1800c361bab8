/**
 * The one renderer of her site's static files: the build renders them from the seed
 * (frontend/scripts/prerender.ts), publishing from the table, both through this function of the
 * SSR bundle and the build's render kit. Each public page of the page table, each book's page,
 * 404.html, the admin shell, robots.txt, each book's generated cover and the content the app in
 * the browser draws reader pages from.
 */
import { bookPagesOf, metaOfPage } from '@content/book-pages';
import { adminMeta, notFoundMeta, socialImageFor } from '@content/page-table';
import { publicContentOf, siteContentSchema, type PageMeta, type SiteContent } from '@content/schemas';
import { headTags, jsonForScript, type SiteOf } from '../../../functions/core/seo/head-tags';
import { siteKeyOf } from '../../../functions/core/publishing/site-keys';
import { fillShell, NOT_FOUND_SHELL_KEY } from '../../../functions/core/seo/site-shell';
import { coverSvg } from '../../scripts/art/covers';
import { PRERENDERED_QUERIES_ID } from '../app/prerendered-queries';
import { prerenderPaths } from '../app/routes';
import { structuredDataFor } from '../components/json-ld';
import { bookPageProps } from '../features/books';
import { PUBLISHED_SITE_PATH, type PublishedSite, type PublishedSiteFile } from '../lib/site-content';
import { pageModulesTemplate } from './page-modules-template';
import { ADMIN_ROOT_MODULE, type RenderKit } from './render-kit';
import { renderPage } from './render-page';
import { robotsTxt } from './robots-txt';

/** A file of the site, by its key in the site bucket (`books/index.html`, `robots.txt`). */
export interface SiteFile {
  body: string;
  contentType: string;
}

const HTML = 'text/html; charset=utf-8';
/** Any path no route claims: what the 404 screen is rendered from. */
const NOT_FOUND_PATH = '/__prerender-not-found__';
/** The admin area's one shell (infra/site-routing.ts ADMIN_SHELL), with an empty #root. */
const ADMIN_SHELL_KEY = 'admin/index.html';
/** Her pictures live in the media bucket, not in the build: a page may claim any of them. */
const MEDIA_PREFIX = '/media/';

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!,
  );

/** The page must declare the same title as its head tags, or they would describe another page. */
function checkTitle(path: string, reactHead: string, meta: PageMeta) {
  const title = /<title>([\s\S]*?)<\/title>/.exec(reactHead)?.[1];
  if (title === undefined) throw new Error(`render: ${path} renders no <title> (use <PageMeta>)`);
  if (decode(title) !== meta.title)
    throw new Error(`render: ${path} renders the title "${decode(title)}" but its pageMeta says "${meta.title}"`);
}

/** Where and how the site is rendered: what is the deployment's, not her content. */
export interface RenderOptions {
  /**
   * The site's origin (`https://example.com`, no trailing slash), which canonical links, Open
   * Graph, JSON-LD and robots.txt's sitemap line are absolute on: the stack's SITE_URL when
   * publishing, the build's (frontend/scripts/build-origin.ts) for the build's pages.
   */
  siteUrl: string;
  /** Her books on sale direct (the publisher's decision), which get a Buy Direct button; the build's pages have none. */
  onSale?: readonly string[];
  /** Only these pages (their paths, `/books/patient-92`), as a preview asks for one: none of the other files. */
  only?: readonly string[];
}

/** Renders every static file of the site from `content` (or `only` some pages), with what the build left in `kit`. */
export async function renderSite(
  given: SiteContent,
  kit: RenderKit,
  { siteUrl, onSale = [], only }: RenderOptions,
): Promise<Map<string, SiteFile>> {
  // Checked, and in the schema's key order whatever order it came in: the same content (from the
  // seed at build, from the table when publishing) renders the same bytes. The stories' texts stop
  // here: no page, nor the site's data file, may hold one (they are the reward for signing up).
  const content = publicContentOf(siteContentSchema.parse(given));
  const covers = new Map(content.books.map((book) => [book.cover, coverSvg(book, content.author.name)]));
  const files = new Set([...kit.publicFiles, ...covers.keys()]);
  // Only her books, in her order: the same decision renders the same bytes.
  const selling = content.books.map((book) => book.id).filter((id) => onSale.includes(id));
  const site: PublishedSite = {
    content,
    siteUrl,
    hasFile: (sitePath) => files.has(sitePath) || sitePath.startsWith(MEDIA_PREFIX),
    onSale: new Set(selling),
  };
  const name = content.author.name;
  const bookPages = bookPagesOf(content.books, name);

  /** The page's 1200x630 share image (content/page-table.ts), which must be in the build. */
  const socialImage = (path: string) => {
    const { path: url, ...image } = socialImageFor(path, name);
    if (!site.hasFile(url))
      throw new Error(`render: the share image ${url} of ${path} is missing from frontend/public`);
    return { url, ...image };
  };
  // The head tags' site is the published site's: her name, and the origin the render is given.
  const headSite: SiteOf = { name, siteUrl: site.siteUrl };
  const headFor = (meta: PageMeta, path: string) =>
    headTags(headSite, {
      ...meta,
      image: socialImage(path),
      jsonLd: structuredDataFor(path, site),
    });

  /**
   * The Vite shell with React's hoisted head (its page tags are then replaced by the page's head
   * tags), the page in #root, and the data it was rendered with for the browser to start from.
   */
  async function pageHtml(path: string, meta: PageMeta): Promise<string> {
    const bookPage = bookPages.find((page) => page.path === path);
    const data = bookPage && bookPageProps(bookPage.book, content, site.hasFile, site.onSale.has(bookPage.book.id));
    const page = await renderPage(path, site, data);
    checkTitle(path, page.head, meta);
    const shell = kit.template.replace(
      '</head>',
      `${page.head}\n${pageModulesTemplate(kit, page.modules, true)}\n</head>`,
    );
    const html = fillShell(shell, headFor(meta, path), page.body);
    if (!page.queries) return html;
    const queries = `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${jsonForScript(page.queries)}</script>`;
    return html.replace('</body>', `${queries}\n</body>`);
  }

  const out = new Map<string, SiteFile>();
  for (const path of [...prerenderPaths, ...bookPages.map((page) => page.path)]) {
    if (only && !only.includes(path)) continue;
    const meta = metaOfPage(path, content.books, name);
    if (!meta) throw new Error(`render: ${path} has no entry in pageMeta (content/page-table.ts) nor a book`);
    out.set(siteKeyOf(path), { body: await pageHtml(path, meta), contentType: HTML });
  }
  if (only) return out;
  out.set(NOT_FOUND_SHELL_KEY, { body: await pageHtml(NOT_FOUND_PATH, notFoundMeta(name)), contentType: HTML });
  // The admin area's first screen, and what it imports, download beside the app.
  const adminShell = kit.template.replace(
    '</head>',
    `${pageModulesTemplate(kit, [ADMIN_ROOT_MODULE], false)}\n</head>`,
  );
  out.set(ADMIN_SHELL_KEY, {
    body: fillShell(adminShell, headTags(headSite, { ...adminMeta(name), image: socialImage('/admin') }), ''),
    contentType: HTML,
  });
  out.set('robots.txt', { body: robotsTxt(siteUrl), contentType: 'text/plain; charset=utf-8' });
  for (const [path, svg] of covers) out.set(path.slice(1), { body: svg, contentType: 'image/svg+xml' });
  const published: PublishedSiteFile = { content, siteUrl, files: [...files].sort(), onSale: selling };
  out.set(PUBLISHED_SITE_PATH.slice(1), { body: JSON.stringify(published), contentType: 'application/json' });
  return out;
}
