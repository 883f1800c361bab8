import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_NAME } from '../../content/seed/author';
import { books } from '../../content/seed/books';
import { bookPagesOf } from '../../content/book-pages';
import { pageMetaOf } from '../../content/page-table';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE } from '../../content/site';
import type { BlogPost } from '../../functions/contract/blog';
import { rawRequest, type RawReply } from '../support/http';
import { testSettings } from '../support/stack-settings';
import { adminToken } from '../support/tokens';
import { postInput, uniqueSlug } from './blog-support';

/** The page table on the test stack's site: the seed's, as its start publishes it. */
const pageMeta = pageMetaOf(AUTHOR_NAME);

/** What a crawler, a link preview or a feed reader gets, fetched from the local server without JavaScript. */

/** A path as the stack's pages name it: on its own address (its SITE_URL). */
const onSite = (path: string) => absoluteUrl(testSettings.siteUrl, path);
let token = '';
beforeAll(async () => {
  token = await adminToken();
});

async function publish(overrides: Parameters<typeof postInput>[0] = {}): Promise<BlogPost> {
  const reply = await rawRequest('POST', '/api/blog', {
    body: JSON.stringify(postInput(overrides)),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.json() as BlogPost;
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const metaName = (html: string, name: string) => attribute(html, new RegExp(`<meta name="${name}" content="([^"]*)">`));
const metaProperty = (html: string, property: string) =>
  attribute(html, new RegExp(`<meta property="${property}" content="([^"]*)">`));
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The link back to the list, as the app's components draw it (an arrow hidden from screen readers). */
const BACK_TO_BLOG = /<a\b[^>]*href="\/blog"[^>]*>(<span aria-hidden="true">[^<]*<\/span>)?Back to Blog<\/a>/;

describe('a post page fetched without JavaScript', () => {
  it("carries the new post's title, description, social tags, canonical, JSON-LD and body", async () => {
    const post = await publish({
      title: 'The Lock Keeper’s Daughter & the Fog',
      excerpt: 'A "quiet" night on Lock 3.',
      coverImage: 'https://images.example.com/lock3.jpg',
      tags: ['canal'],
    });
    const page = await rawRequest('GET', `/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBeDefined();
    const html = page.text;
    const url = onSite(`/blog/${post.slug}`);

    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>The Lock Keeper’s Daughter &amp; the Fog | ${AUTHOR_NAME}</title>`);
    expect(decode(metaName(html, 'description')!)).toBe('A "quiet" night on Lock 3.');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaProperty(html, 'og:type')).toBe('article');
    expect(decode(metaProperty(html, 'og:title')!)).toBe(`The Lock Keeper’s Daughter & the Fog | ${AUTHOR_NAME}`);
    expect(decode(metaProperty(html, 'og:description')!)).toBe('A "quiet" night on Lock 3.');
    expect(metaProperty(html, 'og:url')).toBe(url);
    expect(metaProperty(html, 'og:image')).toBe('https://images.example.com/lock3.jpg');
    expect(metaProperty(html, 'og:image:width')).toBe('1200');
    expect(metaProperty(html, 'og:image:height')).toBe('630');
    expect(metaName(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaName(html, 'twitter:image')).toBe('https://images.example.com/lock3.jpg');
    expect(metaName(html, 'robots')).toBeUndefined();

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: 'A "quiet" night on Lock 3.',
      url,
      mainEntityOfPage: { '@id': url },
      image: ['https://images.example.com/lock3.jpg'],
      datePublished: '2025-07-26T00:00:00.000Z',
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: AUTHOR_NAME },
      keywords: 'canal',
    });

    // The post in the site's chrome (the blog page's header and footer), a reader page like the others.
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
    expect(main).toMatch(/<h1\b[^>]*>The Lock Keeper’s Daughter &amp; the Fog<\/h1>/);
    expect(main).toContain(post.contentHtml);
    expect(main).toMatch(BACK_TO_BLOG);
    expect(main).toContain('July 26, 2025');
    expect(html).toMatch(/<header\b[\s\S]*<main\b[\s\S]*<footer\b/);
  });

  it('falls back to the first 160 characters of the content as plain text, and the default image', async () => {
    const words = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6);
    const post = await publish({ excerpt: null, coverImage: null, content: `## A *heading*\n\n${words}` });
    const html = (await rawRequest('GET', `/blog/${post.slug}`)).text;
    const description = decode(metaName(html, 'description')!);
    expect(description).toBe(`A heading ${words}`.slice(0, 160).trim());
    expect(metaProperty(html, 'og:image')).toBe(onSite(DEFAULT_SOCIAL_IMAGE.path));
  });

  it('names a cover from her pictures (a /media/ path) by its whole address in the social tags', async () => {
    const cover = '/media/0123456789abcdef01234567-1600x900.jpg';
    const post = await publish({ coverImage: cover });
    expect(post.coverImage).toBe(cover);
    const html = (await rawRequest('GET', `/blog/${post.slug}`)).text;
    expect(metaProperty(html, 'og:image')).toBe(onSite(cover));
    expect(metaName(html, 'twitter:image')).toBe(onSite(cover));
  });

  it('answers a draft and an unknown slug with the Post Not Found page and HTTP 404', async () => {
    const draft = await publish({ isPublished: false, title: 'Secret draft title' });
    for (const slug of [draft.slug, uniqueSlug('never-written')]) {
      const page = await rawRequest('GET', `/blog/${slug}`);
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain(`<title>Post Not Found | ${AUTHOR_NAME}</title>`);
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).toMatch(/<h1\b[^>]*>Post Not Found<\/h1>/);
      expect(page.text).toContain('The blog post you&#x27;re looking for doesn&#x27;t exist or has been removed.');
      expect(page.text).toMatch(BACK_TO_BLOG);
      expect(page.text).not.toContain('Secret draft title');
    }
  });

  it('answers a body on the page route with 4xx JSON, like every route', async () => {
    const reply = await rawRequest('GET', '/blog/anything', {
      body: '{"x":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    const refusal = reply.json() as { message: string; issues: { message: string }[] };
    expect(refusal.issues.map((issue) => issue.message).join()).toContain('Unknown field');
    expect(refusal.message).toMatch(/reload the page/);
  });
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'item' || name === 'url',
});

function parseXml(reply: RawReply) {
  expect(reply.status).toBe(200);
  expect(XMLValidator.validate(reply.text)).toBe(true);
  return parser.parse(reply.text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('the RSS feed', () => {
  it('is well-formed RSS 2.0 listing published posts only, with the required fields', async () => {
    const post = await publish({
      title: 'Feed <me> & "quote"',
      excerpt: 'Feed excerpt & more.',
      publishedDate: '2025-06-01',
      category: 'News',
    });
    const draft = await publish({ isPublished: false, publishedDate: '2025-06-02' });
    const reply = await rawRequest('GET', '/blog/rss.xml');
    expect(reply.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { rss } = parseXml(reply);
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toBe(pageMeta['/blog'].title);
    expect(channel.link).toBe(onSite('/blog'));
    expect(decode(channel.description)).toBe(pageMeta['/blog'].description);
    expect(channel['atom:link']['@href']).toBe(onSite('/blog/rss.xml'));

    const items = channel.item as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const item = items.find((i) => i.link === onSite(`/blog/${post.slug}`))!;
    expect(item).toMatchObject({
      title: 'Feed <me> & "quote"',
      category: 'News',
      pubDate: 'Sun, 01 Jun 2025 00:00:00 GMT',
    });
    // The description is HTML: its text escaped once more.
    expect(item.description).toBe('Feed excerpt &amp; more.');
    expect(item.guid).toEqual({ '#text': onSite(`/blog/${post.slug}`), '@isPermaLink': 'true' });
    for (const each of items)
      expect(each.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(items.some((i) => i.link.endsWith(`/blog/${draft.slug}`))).toBe(false);
  });

  it.each([
    ['a Markdown code span', 'Avoid writing `<img src=x onerror=alert(1)>` in a post.'],
    ['a fenced code block', 'An example:\n\n```html\n<img src=x onerror=alert(1)>\n```\n'],
    ['an excerpt', undefined],
  ])('shows a code sample in %s as text, never as live markup in the description', async (_, content) => {
    const payload = '<img src=x onerror=alert(1)>';
    const post = await publish(
      content === undefined ? { excerpt: `Beware ${payload} in excerpts.` } : { excerpt: null, content },
    );
    const { rss } = parseXml(await rawRequest('GET', '/blog/rss.xml'));
    const item = (rss.channel.item as { link: string; description: string }[]).find(
      (i) => i.link === onSite(`/blog/${post.slug}`),
    )!;
    // What a feed reader renders: the description (XML already decoded) parsed as HTML.
    const elements: string[] = [];
    let text = '';
    const reader = new Parser(
      { onopentag: (name) => elements.push(name), ontext: (chunk) => (text += chunk) },
      { decodeEntities: true },
    );
    reader.end(item.description);
    expect(elements).toEqual([]);
    expect(text).toContain(payload);
  });
});

describe('the sitemap', () => {
  it('lists every public page and every book’s page once and the published posts with lastmod, but no draft', async () => {
    const post = await publish();
    const draft = await publish({ isPublished: false });
    const reply = await rawRequest('GET', '/sitemap.xml');
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { urlset } = parseXml(reply);
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const meta of Object.values(pageMeta)) expect(locs).toContain(onSite(meta.canonical));
    for (const { path } of bookPagesOf(books, AUTHOR_NAME)) expect(locs).toContain(onSite(path));
    expect(urls.find((u) => u.loc === onSite(`/blog/${post.slug}`))?.lastmod).toBe(post.updatedAt);
    expect(locs).not.toContain(onSite(`/blog/${draft.slug}`));
  });
});

describe('the local server', () => {
  it('answers unknown /api paths with JSON 404, and paths under /blog/ that no route has with 404 as API Gateway does', async () => {
    const api = await rawRequest('GET', '/api/blog-nope/x/y');
    expect(api.status).toBe(404);
    expect(String(api.headers['content-type'])).toMatch(/^application\/json/);
    // CloudFront's /blog/* behaviour sends every deeper path to the API too (its `*` spans slashes).
    expect((await rawRequest('GET', '/blog/a/b')).status).toBe(404);
    const site = await rawRequest('GET', '/no-such-page/a/b');
    expect(site.status).toBe(404);
    expect(String(site.headers['content-type'])).toMatch(/^text\/html/);
  });
});
