import { ImagesPage } from '@frontend/features/images';

/** `/admin/images`: her pictures, and the upload. */
export function Component() {
  return <ImagesPage />;
}
