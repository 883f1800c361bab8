import { AdminPostList } from '../../../features/blog/admin/components/admin-post-list';
import { MailHealthPanel } from '../../../features/campaigns/components/mail-health-panel';

/** `/admin`: the dashboard's main content is the blog administration (docs/SPEC.md §2); then the sending reputation (issue 15). */
export function Component() {
  return (
    <div className="space-y-8">
      <AdminPostList />
      <MailHealthPanel />
    </div>
  );
}
