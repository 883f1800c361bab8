import { ArcRounds } from '@frontend/features/arc';

/** `/admin/arc`: ARC campaigns (issue 16). */
export function Component() {
  return <ArcRounds />;
}
