import { emailOfReaderId } from '../../contract/readers';
import { setReaderTags } from '../../core/readers/desk';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('setReaderTags', ({ params, body }) =>
  setReaderTags(deps(), emailOfReaderId(params.id), body.tags),
);
