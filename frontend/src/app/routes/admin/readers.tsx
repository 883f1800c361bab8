import { Link } from 'react-router-dom';
import { AdminPage } from '@frontend/components/admin-page-header';
import { buttonStyles } from '@frontend/components/buttons';
import { READERS_PATH, ReaderSearch, readerText as text } from '@frontend/features/readers';

/** `/admin/readers`: the subscriber desk. */
export function Component() {
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link to={`${READERS_PATH}/import`} className={buttonStyles.secondary}>
        {text.import}
      </Link>
      <Link to={`${READERS_PATH}/new`} className={buttonStyles.primary}>
        {text.add}
      </Link>
    </div>
  );
  return (
    <AdminPage id="readers-heading" title={text.heading} intro={text.intro} actions={actions}>
      <ReaderSearch />
    </AdminPage>
  );
}
