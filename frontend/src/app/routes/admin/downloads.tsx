import { FreeEbookSend } from '@frontend/features/downloads';

/** `/admin/downloads`: the download campaign (docs/SPEC.md §2). */
export function Component() {
  return <FreeEbookSend />;
}
