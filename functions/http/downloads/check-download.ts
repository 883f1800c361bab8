import { checkLink, type CheckOutcome } from '../../core/downloads/download';
import { deps } from '../../lib/deps';
import { Reply, routeHandler } from '../route-handler';

/** HEAD answers with a status only: the admin page's "is the file there?" test. */
const STATUS: Record<CheckOutcome, number> = {
  ready: 200,
  'file-missing': 404,
  unknown: 404,
  expired: 410,
  'used-up': 410,
};

export const handler = routeHandler(
  'checkDownload',
  async ({ params }) =>
    new Reply(STATUS[await checkLink(deps(), params.token)], '', {
      'cache-control': 'no-store',
      'content-type': 'text/html; charset=utf-8',
    }),
);
