import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../components/buttons';
import { READERS_PATH, ReaderSearch } from '../../../features/readers/components/reader-search';
import { readerText as text } from '../../../features/readers/texts';

/** `/admin/readers`: the subscriber desk (issue 15 item 7). */
export function Component() {
  return (
    <section aria-labelledby="readers-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="readers-heading" className="font-display text-2xl text-parchment-100">
            {text.heading}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-parchment-400">{text.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`${READERS_PATH}/import`} className={buttonStyles.secondary}>
            {text.import}
          </Link>
          <Link to={`${READERS_PATH}/new`} className={buttonStyles.primary}>
            {text.add}
          </Link>
        </div>
      </div>
      <ReaderSearch />
    </section>
  );
}
