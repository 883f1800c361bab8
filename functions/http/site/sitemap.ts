import { siteMap } from '../../core/blog/feeds';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'sitemap',
  async () =>
    new Reply(200, await siteMap(deps()), {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
);
