import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { indexedPagePaths } from '../../content/page-table';
import { books } from '../../content/seed/books';
import { absoluteUrl } from '../../content/site';
import { BLOG_LIMITS, readingTimeMinutes, slugify } from '../../functions/contract/blog';
import { rssFeed, sitemap } from '../../functions/core/blog/feeds';
import type { PostRecord } from '../../functions/core/blog/post-record';
import { headTags, jsonForScript } from '../../functions/core/seo/head-tags';
import { fillMain, fillShell } from '../../functions/core/seo/site-shell';

describe('slugify (docs/SPEC.md §5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  --Hello,   World!!--  ', 'hello-world'],
    ['Patient 92: The Clinic #1', 'patient-92-the-clinic-1'],
    ['Café Noir à Welland', 'cafe-noir-a-welland'],
    ['Ghost_story / part.two', 'ghost-story-part-two'],
    ['???', ''],
  ])('%j → %j', (title, slug) => expect(slugify(title)).toBe(slug));

  it('cuts long titles at a word boundary within the limit', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(BLOG_LIMITS.slug);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

it('reading time is the content length divided by 1000, rounded up (docs/SPEC.md §5)', () => {
  expect([1, 1000, 1001, 2500].map((n) => readingTimeMinutes('x'.repeat(n)))).toEqual([1, 1, 2, 3]);
});

const SITE = 'https://author.example';

describe('head tags', () => {
  const tags = headTags(
    { name: 'Her Name', siteUrl: SITE },
    {
      title: 'A "title" <with> & marks',
      description: "It's <b>bold</b>",
      canonical: '/blog/a',
      noindex: false,
      jsonLd: [{ headline: '</script><script>alert(1)</script>', line: '\u2028' }],
    },
  );

  it('escapes every value and points canonical and og:url at the absolute URL', () => {
    expect(tags).toContain('<title>A &quot;title&quot; &lt;with&gt; &amp; marks</title>');
    expect(tags).toContain('<meta name="description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt;">');
    expect(tags).toContain(`<link rel="canonical" href="${absoluteUrl(SITE, '/blog/a')}">`);
    expect(tags).toContain(`<meta property="og:url" content="${absoluteUrl(SITE, '/blog/a')}">`);
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).not.toContain('robots');
  });

  it('writes JSON-LD that cannot close its script element and parses back to the same data', () => {
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(tags)![1]!;
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(jsonForScript('&')).toBe('"\\u0026"');
  });

  it('marks noindex pages and leaves out the canonical link', () => {
    const notFound = headTags(
      { name: 'Her Name', siteUrl: SITE },
      { title: 'x', description: 'y', canonical: '/404', noindex: true },
    );
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).not.toContain('rel="canonical"');
  });
});

describe('filling the app shell', () => {
  const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Rowan Ashcroft | Home</title>
    <meta name="description" content="Home page" />
    <link rel="canonical" href="https://rowanashcroft.com/" />
    <meta property="og:title" content="Home" />
    <meta name="twitter:card" content="summary" />
    <script type="application/ld+json">{"@type":"WebSite"}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><div class="layout"><nav><div>menu</div></nav><main>Home content</main></div></div>
    <div id="toasts"></div>
  </body>
</html>`;

  it("replaces the shell's page tags and root content, keeping its scripts, styles and other elements", () => {
    const page = fillShell(built, '<title>Post</title>', '<main>Post body</main>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Post</title>');
    expect(page).not.toMatch(/Home page|og:title|twitter:card|WebSite|rel="canonical"/);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(page).toContain('<div id="root"><main>Post body</main></div>');
    expect(page).toContain('<div id="toasts"></div>');
    expect(page).not.toContain('Home content');
  });

  it('sets a page in a prerendered page’s chrome: its head tags replaced, its main element’s content the page’s, all else kept', () => {
    const page = fillMain(built, '<title>Post</title>', '<article>Post body</article>');
    expect(page).toContain('<title>Post</title>');
    expect(page).not.toMatch(/Home page|og:title|WebSite|rel="canonical"/);
    expect(page).toContain(
      '<div id="root"><div class="layout"><nav><div>menu</div></nav><main><article>Post body</article></main></div></div>',
    );
    expect(page).toContain('<div id="toasts"></div>');
    // A shell without a main element (the frontend not built) still shows the page.
    expect(fillMain('<html><head></head><body></body></html>', '<title>Post</title>', 'body')).toContain(
      '<div id="root"><main>body</main></div>',
    );
  });

  it('falls back to a bare page when the shell has no root element', () => {
    const page = fillShell('<html><head></head><body></body></html>', '<title>Post</title>', 'body');
    expect(page).toContain('<div id="root">body</div>');
    expect(page).toContain('<title>Post</title>');
  });
});

describe('feeds', () => {
  const post = (overrides: Partial<PostRecord>): PostRecord => ({
    id: 'id-1',
    title: 'Title',
    slug: 'title',
    excerpt: 'Excerpt',
    content: 'Body',
    coverImage: null,
    category: null,
    tags: [],
    isPublished: true,
    isFeatured: false,
    publishedDate: '2025-07-26',
    createdAt: '2025-07-01T00:00:00.000Z',
    updatedAt: '2025-07-27T10:00:00.000Z',
    version: 1,
    ...overrides,
  });

  it('stays well-formed XML whatever the text holds (control characters, markup, entities)', () => {
    const xml = rssFeed({ name: 'Her Name', siteUrl: SITE }, [
      post({ title: 'Bell\u0007 <b>& "ring"', excerpt: 'a\u0000b &amp; ]]>' }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<title>Bell &lt;b&gt;&amp; &quot;ring&quot;</title>');
    expect(xml).toContain('<pubDate>Sat, 26 Jul 2025 00:00:00 GMT</pubDate>');
  });

  it('lists /signup and /sign-up once, by their canonical path, and the blog with its newest change', () => {
    const xml = sitemap(SITE, indexedPagePaths(books), [post({})]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.match(/\/sign-?up</g)).toEqual(['/sign-up<']);
    expect(xml).toContain(
      `<url><loc>${absoluteUrl(SITE, '/blog')}</loc><lastmod>2025-07-27T10:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${absoluteUrl(SITE, '/blog/title')}</loc><lastmod>2025-07-27T10:00:00.000Z</lastmod></url>`,
    );
  });
});
