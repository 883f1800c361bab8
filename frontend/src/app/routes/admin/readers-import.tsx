import { ImportReaders, ReaderSubpage, readerText as text } from '@frontend/features/readers';

/** `/admin/readers/import`: readers from a CSV file. */
export function Component() {
  return (
    <ReaderSubpage title={text.importing.heading}>
      <ImportReaders />
    </ReaderSubpage>
  );
}
