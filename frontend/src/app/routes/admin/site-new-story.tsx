import { NewStoryPage } from '@frontend/features/site-editor';

/** `/admin/site/new-story`: a free story to add to her site. */
export function Component() {
  return <NewStoryPage />;
}
