import { ImportReaders } from '@frontend/features/readers/components/import-readers';
import { ReaderSubpage } from '@frontend/features/readers/components/reader-subpage';
import { readerText as text } from '@frontend/features/readers/texts';

/** `/admin/readers/import`: readers from a CSV file. */
export function Component() {
  return (
    <ReaderSubpage title={text.importing.heading}>
      <ImportReaders />
    </ReaderSubpage>
  );
}
