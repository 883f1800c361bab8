import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@frontend/components/admin-page-header';
import { buttonStyles } from '@frontend/components/buttons';
import { NewsletterList, NEW_NEWSLETTER_PATH, newsletterText as text } from '@frontend/features/newsletters';

/** `/admin/newsletters`: the author's newsletters, drafts and sent (issue 15). */
export function Component() {
  return (
    <section aria-labelledby="newsletters-heading" className="space-y-6">
      <AdminPageHeader
        id="newsletters-heading"
        title={text.heading}
        intro={text.intro}
        actions={
          <Link to={NEW_NEWSLETTER_PATH} className={buttonStyles.primary}>
            {text.write}
          </Link>
        }
      />
      <NewsletterList />
    </section>
  );
}
