import { renderPostPage } from '../../core/blog/post-page';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

/** Short caching: an unpublished or edited post leaves shared caches within a minute. */
export const handler = routeHandler('blogPostPage', async ({ params }) => {
  const page = await renderPostPage(deps(), params.slug);
  return new Reply(page.status, page.html, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=60',
  });
});
