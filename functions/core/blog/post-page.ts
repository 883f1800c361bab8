import { blogPostMeta } from '@content/page-table';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE, pageTitle, SITE_LANGUAGE } from '@content/site';
import { uiText } from '@content/ui-text';
import type { BlogPost } from '../../contract/blog';
import { SOCIAL_IMAGE } from '../../contract/constants';
import type { Deps } from '../../lib/deps';
import { headTags, type SiteOf } from '../seo/head-tags';
import { recentSite } from '../site-content/published-content';
import { BLOG_LIST_SHELL_KEY, fillMain, loadSiteShell } from '../seo/site-shell';
import { postDate, postDescription, toBlogPost, type PostRecord } from './post-record';
import { findPublishedPostBySlug } from './post-store';

/**
 * `/blog/{slug}` as readers, crawlers and link previews get it: the prerendered blog page's chrome
 * (header, footer, islands) with the post's own head tags (title, description, canonical, Open
 * Graph, Twitter, JSON-LD BlogPosting) and the post's article in its main element. A reader page
 * like the others: it reads without JavaScript, and only its islands ever start. A draft
 * or unknown slug gets the spec's Post Not Found page with status 404.
 */
export interface PostPage {
  status: 200 | 404;
  html: string;
}

function structuredData(site: SiteOf, post: PostRecord, url: string, description: string, image: string) {
  const person = { '@type': 'Person', name: site.name, url: site.siteUrl };
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

/** The page's content, drawn by the app's own components (frontend/src/ssr/blog-post.tsx). */
export interface BlogPostRenderer {
  post: (post: BlogPost) => string;
  notFound: (slug: string) => string;
}

export async function renderPostPage(deps: Deps, slug: string, renderer: BlogPostRenderer): Promise<PostPage> {
  const [shell, post, site] = await Promise.all([
    loadSiteShell(deps, BLOG_LIST_SHELL_KEY),
    findPublishedPostBySlug(deps, slug),
    recentSite(deps),
  ]);
  if (!post) {
    const head = headTags(site, {
      title: pageTitle(uiText.blog.notFoundHeading, site.name),
      description: uiText.blog.notFoundText,
      canonical: `/blog/${slug}`,
      noindex: true,
    });
    return { status: 404, html: fillMain(shell, head, renderer.notFound(slug)) };
  }
  const meta = blogPostMeta({ ...post, excerpt: postDescription(post) }, site.name);
  const url = absoluteUrl(site.siteUrl, meta.canonical);
  // Without a cover the head tags use the site's default social image.
  // One of her pictures is named by its site path; the head tags need it whole.
  const image = post.coverImage
    ? {
        url: post.coverImage.startsWith('/') ? absoluteUrl(site.siteUrl, post.coverImage) : post.coverImage,
        alt: post.title,
        ...SOCIAL_IMAGE,
      }
    : undefined;
  const head = headTags(site, {
    ...meta,
    keywords: post.tags,
    type: 'article',
    image,
    article: {
      publishedTime: postDate(post),
      modifiedTime: post.updatedAt,
      author: site.name,
      section: post.category,
      tags: post.tags,
    },
    jsonLd: [
      structuredData(
        site,
        post,
        url,
        meta.description,
        image?.url ?? absoluteUrl(site.siteUrl, DEFAULT_SOCIAL_IMAGE.path),
      ),
    ],
  });
  return { status: 200, html: fillMain(shell, head, renderer.post(toBlogPost(post, site))) };
}
