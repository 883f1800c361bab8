import { Books } from '@frontend/features/arc';

/** `/admin/books`: the author's EPUBs. */
export function Component() {
  return <Books />;
}
