import { SiteOverviewPage } from '@frontend/features/site-editor';

/** `/admin/site`: her site's pieces, what changed since publishing, and Publish. */
export function Component() {
  return <SiteOverviewPage />;
}
