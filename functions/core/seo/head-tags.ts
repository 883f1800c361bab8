import type { PageMeta } from '@content/schemas';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE, SITE_LOCALE } from '@content/site';
import { escapeHtml } from '../../emails/html';

/**
 * A page's head tags as HTML: title, description, robots or canonical, Open Graph, Twitter card and
 * JSON-LD. Pure and free of Node imports, so the server-rendered blog post page and the frontend's
 * build-time prerender of the static pages produce the same tags from the same facts.
 */
export interface HeadMeta extends Pick<PageMeta, 'title' | 'description' | 'canonical' | 'noindex'> {
  keywords?: readonly string[];
  /** Open Graph type: `article` for a blog post, else `website`. */
  type?: 'website' | 'article';
  /** Absolute URL or site path; the site's default 1200x630 image when absent. */
  image?: { url: string; alt: string; width: number; height: number };
  article?: {
    publishedTime?: string;
    modifiedTime?: string;
    author?: string;
    section?: string | null;
    tags?: readonly string[];
  };
  /** Structured data objects, each written as its own `application/ld+json` script. */
  jsonLd?: readonly object[];
}

export { escapeHtml };

/**
 * The site a page is on: its name (hers, as published) and its origin (`https://example.com`): in
 * the functions deps.siteUrl (SITE_URL, set by the stack from the deploy settings), in the renderer
 * the published site's. The canonical link, og:url and a site path's image are absolute on it.
 */
export interface SiteOf {
  name: string;
  siteUrl: string;
}

/** JSON that cannot end its script element or open a comment, whatever strings it holds. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTags(site: SiteOf, meta: HeadMeta): string {
  const toAbsolute = (url: string) => (/^https?:\/\//i.test(url) ? url : absoluteUrl(site.siteUrl, url));
  const url = absoluteUrl(site.siteUrl, meta.canonical);
  const image = meta.image ?? {
    url: DEFAULT_SOCIAL_IMAGE.path,
    alt: site.name,
    width: DEFAULT_SOCIAL_IMAGE.width,
    height: DEFAULT_SOCIAL_IMAGE.height,
  };
  const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const metaProperty = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  const article = meta.article;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    meta.keywords?.length ? metaName('keywords', meta.keywords.join(', ')) : '',
    meta.noindex ? metaName('robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}">`,
    metaProperty('og:type', meta.type ?? 'website'),
    metaProperty('og:site_name', site.name),
    metaProperty('og:locale', SITE_LOCALE),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', url),
    metaProperty('og:image', toAbsolute(image.url)),
    metaProperty('og:image:width', String(image.width)),
    metaProperty('og:image:height', String(image.height)),
    metaProperty('og:image:alt', image.alt),
    article?.publishedTime ? metaProperty('article:published_time', article.publishedTime) : '',
    article?.modifiedTime ? metaProperty('article:modified_time', article.modifiedTime) : '',
    article?.author ? metaProperty('article:author', article.author) : '',
    article?.section ? metaProperty('article:section', article.section) : '',
    ...(article?.tags ?? []).map((tag) => metaProperty('article:tag', tag)),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', meta.title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', toAbsolute(image.url)),
    metaName('twitter:image:alt', image.alt),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n');
}
