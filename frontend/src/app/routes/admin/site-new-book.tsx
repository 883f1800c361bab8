import { NewBookPage } from '@frontend/features/site-editor';

/** `/admin/site/new-book`: a book to add to her site. */
export function Component() {
  return <NewBookPage />;
}
