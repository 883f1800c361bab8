import { FUNCTION_PAGE_CACHE_CONTROL } from '../../contract/constants';
import { renderPostPage } from '../../core/blog/post-page';
import { deps } from '../../lib/deps';
import { blogPostHtml, postNotFoundHtml } from '@frontend/ssr/blog-post';
import { Reply, routeHandler } from '../route-handler';

const renderer = { post: blogPostHtml, notFound: postNotFoundHtml };

/** Short caching: an unpublished or edited post leaves CloudFront within a minute, and browsers at once. */
export const handler = routeHandler('blogPostPage', async ({ params }) => {
  const page = await renderPostPage(deps(), params.slug, renderer);
  return new Reply(page.status, page.html, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': FUNCTION_PAGE_CACHE_CONTROL,
  });
});
