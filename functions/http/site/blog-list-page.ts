import { FUNCTION_PAGE_CACHE_CONTROL } from '../../contract/constants';
import { renderBlogListPage } from '../../core/blog/list-page';
import { deps } from '../../lib/deps';
import { blogListHtml, blogListPendingHtml, PRERENDERED_QUERIES_ID } from '@frontend/ssr/blog-list';
import { Reply, routeHandler } from '../route-handler';

const renderer = { pendingHtml: blogListPendingHtml, list: blogListHtml, queriesScriptId: PRERENDERED_QUERIES_ID };

/** Short caching, as the post pages: a new or unpublished post reaches shared caches within a minute. */
export const handler = routeHandler('blogListPage', async () => {
  const html = await renderBlogListPage(deps(), renderer);
  return new Reply(200, html, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': FUNCTION_PAGE_CACHE_CONTROL,
  });
});
