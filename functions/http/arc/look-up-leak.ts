import { lookUpFile, lookUpPassage } from '../../core/arc/leak-lookup';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('lookUpLeak', ({ body }) =>
  'uploadId' in body ? lookUpFile(deps(), body.uploadId) : lookUpPassage(deps(), body.passage),
);
