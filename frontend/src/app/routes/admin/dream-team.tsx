import { Applications } from '@frontend/features/arc';

/** `/admin/dream-team`: Dream Team applications. */
export function Component() {
  return <Applications />;
}
