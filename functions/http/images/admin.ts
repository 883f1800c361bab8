import { createImage, grantImageUpload, listImages } from '../../core/images/images';
import { deps } from '../../lib/deps';
import { Reply } from '../route-handler';
import { implementRoutes } from '../implement-routes';
import { imageRoutes } from '../../contract/routes/images';

export const handlers = implementRoutes(imageRoutes, 'admin', {
  listImages: () => listImages(deps()),
  // The body's size was checked by the contract; S3 holds the file to the same limit.
  startImageUpload: () => grantImageUpload(deps()),
  createImage: async ({ body }) => new Reply(201, await createImage(deps(), body)),
});
