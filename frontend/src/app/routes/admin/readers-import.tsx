import { Link } from 'react-router-dom';
import { textLinkStyle } from '../../../components/buttons';
import { ImportReaders } from '../../../features/readers/components/import-readers';
import { READERS_PATH } from '../../../features/readers/components/reader-search';
import { readerText as text } from '../../../features/readers/texts';

/** `/admin/readers/import`: readers from a CSV file. */
export function Component() {
  return (
    <section aria-labelledby="import-readers-heading" className="space-y-4">
      <Link to={READERS_PATH} className={`text-sm ${textLinkStyle}`}>
        {text.record.back}
      </Link>
      <h2 id="import-readers-heading" className="font-display text-2xl text-parchment-100">
        {text.importing.heading}
      </h2>
      <ImportReaders />
    </section>
  );
}
