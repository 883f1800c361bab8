import { renderArchivePage, renderWebVersionPage } from '../../core/newsletters/archive';
import { deps } from '../../lib/deps';
import { Reply } from '../route-handler';
import { implementRoutes } from '../implement-routes';
import { newsletterRoutes } from '../../contract/routes/newsletters';

export const handlers = implementRoutes(newsletterRoutes, 'public', {
  /** Cached a few minutes: a newsletter just sent reaches the archive within five. */
  newsletterArchivePage: async () => {
    // The archive's React renderer is read by this page alone, not by the web version's.
    const { newsletterArchiveHtml } = await import('@frontend/ssr/newsletter-archive');
    return new Reply(200, await renderArchivePage(deps(), newsletterArchiveHtml), {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=300',
    });
  },
  /** Cached a few minutes: a newsletter made private leaves shared caches within five. */
  newsletterWebPage: async ({ params }) => {
    const page = await renderWebVersionPage(deps(), params.id);
    return new Reply(page.status, page.html, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=300',
    });
  },
});
