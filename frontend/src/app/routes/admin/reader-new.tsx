import { Link } from 'react-router-dom';
import { textLinkStyle } from '../../../components/buttons';
import { AddReaderForm } from '../../../features/readers/components/add-reader-form';
import { READERS_PATH } from '../../../features/readers/components/reader-search';
import { readerText as text } from '../../../features/readers/texts';

/** `/admin/readers/new`: a reader added by hand. */
export function Component() {
  return (
    <section aria-labelledby="add-reader-heading" className="space-y-4">
      <Link to={READERS_PATH} className={`text-sm ${textLinkStyle}`}>
        {text.record.back}
      </Link>
      <h2 id="add-reader-heading" className="font-display text-2xl text-parchment-100">
        {text.form.heading}
      </h2>
      <AddReaderForm />
    </section>
  );
}
