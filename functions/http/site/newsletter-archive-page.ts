import { renderArchivePage } from '../../core/newsletters/archive';
import { deps } from '../../lib/deps';
import { newsletterArchiveHtml } from '@frontend/ssr/newsletter-archive';
import { Reply, routeHandler } from '../route-handler';

/** Cached a few minutes: a newsletter just sent reaches the archive within five. */
export const handler = routeHandler(
  'newsletterArchivePage',
  async () =>
    new Reply(200, await renderArchivePage(deps(), newsletterArchiveHtml), {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
);
