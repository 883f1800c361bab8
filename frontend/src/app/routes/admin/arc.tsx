import { ArcRounds } from '@frontend/features/arc';

/** `/admin/arc`: ARC rounds. */
export function Component() {
  return <ArcRounds />;
}
