import { AddReaderForm, ReaderSubpage, readerText as text } from '@frontend/features/readers';

/** `/admin/readers/new`: a reader added by hand. */
export function Component() {
  return (
    <ReaderSubpage title={text.form.heading}>
      <AddReaderForm />
    </ReaderSubpage>
  );
}
