import { openLink, checkLink, type CheckOutcome, pressDownload } from '../../core/downloads/download';
import { deps } from '../../lib/deps';
import { downloadLinkPage, refusedPage, unavailablePage } from './pages';
import { Reply } from '../route-handler';
import { NO_REFERRER } from '../../lib/html-page';
import { implementRoutes } from '../implement-routes';
import { downloadRoutes } from '../../contract/routes/downloads';

/** HEAD answers with a status only: the admin page's "is the file there?" test. */
const STATUS: Record<CheckOutcome, number> = {
  ready: 200,
  'file-missing': 404,
  unknown: 404,
  expired: 410,
  'used-up': 410,
};

export const handlers = implementRoutes(downloadRoutes, 'public', {
  downloadPage: async ({ params }) => {
    const found = await openLink(deps(), params.token);
    return found.state === 'valid' ? downloadLinkPage(params.token, found) : refusedPage(found);
  },
  checkDownload: async ({ params }) =>
    new Reply(STATUS[await checkLink(deps(), params.token)], '', {
      'cache-control': 'no-store',
      'content-type': 'text/html; charset=utf-8',
    }),
  download: async ({ params }) => {
    const result = await pressDownload(deps(), params.token);
    switch (result.outcome) {
      case 'redirect':
        return new Reply(303, '', { location: result.url, 'cache-control': 'no-store', ...NO_REFERRER });
      case 'unavailable':
        return unavailablePage(result.lookup);
      case 'refused':
        return refusedPage(result.lookup);
    }
  },
});
