import { AddReaderForm } from '@frontend/features/readers/components/add-reader-form';
import { ReaderSubpage } from '@frontend/features/readers/components/reader-subpage';
import { readerText as text } from '@frontend/features/readers/texts';

/** `/admin/readers/new`: a reader added by hand. */
export function Component() {
  return (
    <ReaderSubpage title={text.form.heading}>
      <AddReaderForm />
    </ReaderSubpage>
  );
}
