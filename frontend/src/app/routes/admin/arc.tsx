import { ArcRounds } from '@frontend/features/arc';

/** `/admin/arc`: ARC rounds (issue 16). */
export function Component() {
  return <ArcRounds />;
}
