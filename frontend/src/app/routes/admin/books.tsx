import { Books } from '@frontend/features/arc';

/** `/admin/books`: the author's EPUBs (issue 16). */
export function Component() {
  return <Books />;
}
