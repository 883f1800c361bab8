import { AdminPostList } from '../../../features/blog/admin/components/admin-post-list';

/** `/admin`: the dashboard's main content is the blog administration (SPEC §2). */
export function Component() {
  return <AdminPostList />;
}
