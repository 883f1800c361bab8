import { openLink, checkLink, type CheckOutcome, pressDownload } from '../../core/downloads/download';
import { deps } from '../../lib/deps';
import { Reply } from '../route-handler';
import { implementRoutes } from '../implement-routes';
import { downloadRoutes } from '../../contract/routes/downloads';
import { fileRedirect, formPages, lazyPages } from '../token-pages';

const pages = lazyPages(() => import('@frontend/ssr/download-pages'));

/** HEAD answers with a status only: the admin page's "is the file there?" test. */
const STATUS: Record<CheckOutcome, number> = {
  ready: 200,
  'file-missing': 404,
  unknown: 404,
  expired: 410,
  'used-up': 410,
};

export const handlers = implementRoutes(
  downloadRoutes,
  'public',
  {
    downloadPage: async ({ params }) => {
      const found = await openLink(deps(), params.token);
      const { downloadLinkPage, refusedPage } = await pages();
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
          return fileRedirect(result.url);
        case 'unavailable':
          return (await pages()).unavailablePage(result.lookup);
        case 'refused':
          return (await pages()).refusedPage(result.lookup);
      }
    },
  },
  formPages,
);
