import { ImportReaders } from '../../../features/readers/components/import-readers';
import { ReaderSubpage } from '../../../features/readers/components/reader-subpage';
import { readerText as text } from '../../../features/readers/texts';

/** `/admin/readers/import`: readers from a CSV file. */
export function Component() {
  return (
    <ReaderSubpage title={text.importing.heading}>
      <ImportReaders />
    </ReaderSubpage>
  );
}
