import { LeakLookup } from '@frontend/features/arc';

/** `/admin/leak-lookup`: whose copy a leaked file or passage is. */
export function Component() {
  return <LeakLookup />;
}
