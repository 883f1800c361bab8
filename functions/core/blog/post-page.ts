import { AUTHOR_NAME, SITE_URL } from '../../../content/author';
import {
  DEFAULT_SOCIAL_IMAGE,
  SITE_LANGUAGE,
  absoluteUrl,
  blogPostMeta,
  pageTitle,
  uiText,
} from '../../../content/site';
import { readingTimeMinutes } from '../../contract/blog';
import { SOCIAL_IMAGE } from '../../contract/constants';
import type { Deps } from '../../lib/deps';
import { escapeHtml, headTags } from '../seo/head-tags';
import { fillShell, loadSiteShell } from '../seo/site-shell';
import { postDate, postDescription, type PostRecord } from './post-record';
import { findPublishedPostBySlug } from './post-store';
import { renderMarkdown } from './render-markdown';

/**
 * `/blog/{slug}` as crawlers and link previews fetch it: the app shell with the post's own head
 * tags (title, description, canonical, Open Graph, Twitter, JSON-LD BlogPosting) and the post
 * itself in the root element, so it reads without JavaScript. A draft or unknown slug gets the
 * shell with the spec's Post Not Found page and status 404. The root's content is marked
 * `data-server-rendered`: the app replaces it (createRoot) rather than hydrating markup React did not render.
 */
export interface PostPage {
  status: 200 | 404;
  html: string;
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

function structuredData(post: PostRecord, url: string, description: string, image: string) {
  const person = { '@type': 'Person', name: AUTHOR_NAME, url: SITE_URL };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [image],
    datePublished: postDate(post),
    dateModified: post.updatedAt,
    author: person,
    publisher: person,
    inLanguage: SITE_LANGUAGE,
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

function postBody(post: PostRecord): string {
  const date = postDate(post);
  return `<main data-server-rendered="blog-post"><article class="blog-post">
<p><a href="/blog">${escapeHtml(uiText.blog.backToBlog)}</a></p>
<header>
${post.category ? `<p class="blog-post-category">${escapeHtml(post.category)}</p>` : ''}
<h1>${escapeHtml(post.title)}</h1>
<p class="blog-post-byline">${escapeHtml(uiText.blog.by)} ${escapeHtml(AUTHOR_NAME)} · <time datetime="${escapeHtml(date)}">${escapeHtml(formatDate(date))}</time> · ${readingTimeMinutes(post.content)} ${escapeHtml(uiText.blog.minRead)}</p>
</header>
${post.coverImage ? `<img src="${escapeHtml(post.coverImage)}" alt="${escapeHtml(post.title)}" decoding="async">` : ''}
<div class="blog-post-content">${renderMarkdown(post.content)}</div>
${post.tags.length ? `<ul class="blog-post-tags">${post.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul>` : ''}
</article></main>`;
}

const NOT_FOUND_BODY = `<main data-server-rendered="blog-post-not-found"><h1>${escapeHtml(uiText.blog.notFoundHeading)}</h1>
<p>${escapeHtml(uiText.blog.notFoundText)}</p>
<p><a href="/blog">${escapeHtml(uiText.blog.backToBlog)}</a></p></main>`;

export async function renderPostPage(deps: Deps, slug: string): Promise<PostPage> {
  const [shell, post] = await Promise.all([loadSiteShell(deps), findPublishedPostBySlug(deps, slug)]);
  if (!post) {
    const head = headTags({
      title: pageTitle(uiText.blog.notFoundHeading),
      description: uiText.blog.notFoundText,
      canonical: `/blog/${slug}`,
      noindex: true,
    });
    return { status: 404, html: fillShell(shell, head, NOT_FOUND_BODY) };
  }
  const meta = blogPostMeta({ ...post, excerpt: postDescription(post) });
  const url = absoluteUrl(meta.canonical);
  // Without a cover the head tags use the site's default social image.
  const image = post.coverImage ? { url: post.coverImage, alt: post.title, ...SOCIAL_IMAGE } : undefined;
  const head = headTags({
    ...meta,
    keywords: post.tags,
    type: 'article',
    image,
    article: {
      publishedTime: postDate(post),
      modifiedTime: post.updatedAt,
      author: AUTHOR_NAME,
      section: post.category,
      tags: post.tags,
    },
    jsonLd: [structuredData(post, url, meta.description, image?.url ?? absoluteUrl(DEFAULT_SOCIAL_IMAGE.path))],
  });
  return { status: 200, html: fillShell(shell, head, postBody(post)) };
}
