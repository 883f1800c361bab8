import { blogFeed } from '../../core/blog/feeds';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

export const handler = routeHandler(
  'blogFeed',
  async () =>
    new Reply(200, await blogFeed(deps()), {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
);
