import { AdminPostList } from '@frontend/features/blog';
import { MailHealthPanel } from '@frontend/features/newsletters';
import { SalesSummaryPanel } from '@frontend/features/sales';
import { LaunchChecklist } from '@frontend/features/site-editor';

/**
 * `/admin`: the blog administration (docs/SPEC.md §2, its heading the page's first), then the panels
 * under it: what is left to fill in before launch, today's and this month's sales and the sending reputation.
 */
export function Component() {
  return (
    <div className="space-y-8">
      <AdminPostList />
      <LaunchChecklist />
      <SalesSummaryPanel />
      <MailHealthPanel />
    </div>
  );
}
