import { Applications } from '@frontend/features/arc';

/** `/admin/dream-team`: Dream Team applications (issue 16). */
export function Component() {
  return <Applications />;
}
