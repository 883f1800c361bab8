import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@frontend/components/admin-page-header';
import { buttonStyles } from '@frontend/components/buttons';
import { READERS_PATH, ReaderSearch, readerText as text } from '@frontend/features/readers';

/** `/admin/readers`: the subscriber desk (issue 15 item 7). */
export function Component() {
  return (
    <section aria-labelledby="readers-heading" className="space-y-6">
      <AdminPageHeader
        id="readers-heading"
        title={text.heading}
        intro={text.intro}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={`${READERS_PATH}/import`} className={buttonStyles.secondary}>
              {text.import}
            </Link>
            <Link to={`${READERS_PATH}/new`} className={buttonStyles.primary}>
              {text.add}
            </Link>
          </div>
        }
      />
      <ReaderSearch />
    </section>
  );
}
