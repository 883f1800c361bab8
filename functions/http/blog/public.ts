import { listPublishedBlogPosts, getPublishedBlogPost } from '../../core/blog/posts';
import { deps } from '../../lib/deps';
import { blogFeed, siteMap } from '../../core/blog/feeds';
import { Reply } from '../route-handler';
import { FUNCTION_PAGE_CACHE_CONTROL } from '../../contract/constants';
import { renderBlogListPage } from '../../core/blog/list-page';
import { renderPostPage } from '../../core/blog/post-page';
import { implementRoutes } from '../implement-routes';
import { blogRoutes } from '../../contract/routes/blog';

// The pages' React renderers are loaded by the pages alone: the area's JSON and XML routes never read React.
const listRenderer = async () => {
  const ssr = await import('@frontend/ssr/blog-list');
  return { pendingHtml: ssr.blogListPendingHtml, list: ssr.blogListHtml, queriesScriptId: ssr.PRERENDERED_QUERIES_ID };
};
const postRenderer = async () => {
  const ssr = await import('@frontend/ssr/blog-post');
  return { post: ssr.blogPostHtml, notFound: ssr.postNotFoundHtml };
};

export const handlers = implementRoutes(blogRoutes, 'public', {
  listBlogPosts: () => listPublishedBlogPosts(deps()),
  getBlogPost: ({ params }) => getPublishedBlogPost(deps(), params.slug),
  blogFeed: async () =>
    new Reply(200, await blogFeed(deps()), {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
  sitemap: async () =>
    new Reply(200, await siteMap(deps()), {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
  /** Kept a minute at the edge, as the post pages; the author's changes invalidate both (core/edge/reader-pages.ts). */
  blogListPage: async () => {
    const html = await renderBlogListPage(deps(), await listRenderer());
    return new Reply(200, html, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': FUNCTION_PAGE_CACHE_CONTROL,
    });
  },
  /** Kept a minute at the edge (its 404 too), until the author's change of the post invalidates it. */
  blogPostPage: async ({ params }) => {
    const page = await renderPostPage(deps(), params.slug, await postRenderer());
    return new Reply(page.status, page.html, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': FUNCTION_PAGE_CACHE_CONTROL,
    });
  },
});
