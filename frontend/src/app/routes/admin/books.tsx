import { Books } from '@frontend/features/arc/components/books';

/** `/admin/books`: the author's EPUBs (issue 16). */
export function Component() {
  return <Books />;
}
