import { grantUpload } from '../../core/arc/ebook-files';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

// The body's size and name were checked by the contract; S3 holds the file to the same limit.
export const handler = routeHandler('startUpload', () => grantUpload(deps()));
