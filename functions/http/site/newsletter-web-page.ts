import { renderWebVersionPage } from '../../core/newsletters/archive';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

/** Cached a few minutes: a newsletter made private leaves shared caches within five. */
export const handler = routeHandler('newsletterWebPage', async ({ params }) => {
  const page = await renderWebVersionPage(deps(), params.id);
  return new Reply(page.status, page.html, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=300',
  });
});
