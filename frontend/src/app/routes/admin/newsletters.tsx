import { Link } from 'react-router-dom';
import { AdminPage } from '@frontend/components/admin-page-header';
import { buttonStyles } from '@frontend/components/buttons';
import { NewsletterList, NEW_NEWSLETTER_PATH, newsletterText as text } from '@frontend/features/newsletters';

/** `/admin/newsletters`: the author's newsletters, drafts and sent. */
export function Component() {
  const write = (
    <Link to={NEW_NEWSLETTER_PATH} className={buttonStyles.primary}>
      {text.write}
    </Link>
  );
  return (
    <AdminPage id="newsletters-heading" title={text.heading} intro={text.intro} actions={write}>
      <NewsletterList />
    </AdminPage>
  );
}
