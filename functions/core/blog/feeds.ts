import { pageMetaOf } from '@content/page-table';
import { absoluteUrl, SITE_LANGUAGE } from '@content/site';
import type { Deps } from '../../lib/deps';
import { ARCHIVE_PATH, publicNewsletters, webVersionPath } from '../newsletters/archive';
import { escapeHtml } from '../../emails/html';
import type { SiteOf } from '../seo/head-tags';
import { recentSite } from '../site-content/published-content';
import { postDate, postDescription, type PostRecord } from './post-record';
import { publishedPages } from '../site-content/published-pages';
import { listPublishedPosts } from './post-store';

/** `/blog/rss.xml` (RSS 2.0) and `/sitemap.xml`, built from the published posts on each request. */

/** Text for XML: the five escapes, and without the control characters XML 1.0 forbids. */
function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** RFC 822 date, as RSS 2.0 wants it ("Sat, 26 Jul 2025 00:00:00 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

const postUrl = (siteUrl: string, post: PostRecord) => absoluteUrl(siteUrl, `/blog/${post.slug}`);

export const FEED_PATH = '/blog/rss.xml';

/**
 * An RSS description is HTML that feed readers render, so plain text goes in escaped twice: as
 * HTML (a code sample `<img onerror=…>` in a post stays text) and then as XML.
 */
const htmlDescription = (text: string) => xml(escapeHtml(text));

/** `siteUrl`: the site's origin (deps.siteUrl), which every link of the feed is absolute on. */
export function rssFeed({ name, siteUrl }: SiteOf, posts: PostRecord[]): string {
  const blog = pageMetaOf(name)['/blog'];
  const items = posts.map((post) =>
    [
      '<item>',
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(postUrl(siteUrl, post))}</link>`,
      `<guid isPermaLink="true">${xml(postUrl(siteUrl, post))}</guid>`,
      `<pubDate>${rfc822(postDate(post))}</pubDate>`,
      `<description>${htmlDescription(postDescription(post))}</description>`,
      ...(post.category ? [`<category>${xml(post.category)}</category>`] : []),
      '</item>',
    ].join('\n'),
  );
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(blog.title)}</title>`,
    `<link>${xml(absoluteUrl(siteUrl, '/blog'))}</link>`,
    `<description>${htmlDescription(blog.description)}</description>`,
    `<language>${SITE_LANGUAGE}</language>`,
    `<atom:link href="${xml(absoluteUrl(siteUrl, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${rfc822(newest.updatedAt)}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** A page outside the page table and the blog: the newsletter archive and the web versions. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The site's indexed pages as last published (`pages`: each public page once, by its canonical
 * path, and each book's page), every published post, and the `others` given (the newsletters on
 * the site), absolute on the site's origin (`siteUrl`).
 */
export function sitemap(
  siteUrl: string,
  pages: readonly string[],
  posts: PostRecord[],
  others: SitemapEntry[] = [],
): string {
  const newest = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  const entries = [
    ...pages.map((path) => ({ loc: absoluteUrl(siteUrl, path), lastmod: path === '/blog' ? newest : undefined })),
    ...posts.map((post) => ({ loc: postUrl(siteUrl, post), lastmod: post.updatedAt })),
    ...others.map(({ path, lastmod }) => ({ loc: absoluteUrl(siteUrl, path), lastmod })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ loc, lastmod }) => `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export async function blogFeed(deps: Deps): Promise<string> {
  const [site, posts] = await Promise.all([recentSite(deps), listPublishedPosts(deps)]);
  return rssFeed(site, posts);
}

export async function siteMap(deps: Deps): Promise<string> {
  const [pages, posts, newsletters] = await Promise.all([
    publishedPages(deps),
    listPublishedPosts(deps),
    publicNewsletters(deps),
  ]);
  const archive: SitemapEntry[] = newsletters.length ? [{ path: ARCHIVE_PATH, lastmod: newsletters[0]!.sentAt }] : [];
  return sitemap(deps.siteUrl, pages, posts, [
    ...archive,
    ...newsletters.map((letter) => ({ path: webVersionPath(letter.id), lastmod: letter.sentAt })),
  ]);
}
