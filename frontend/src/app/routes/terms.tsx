import { termsPage } from '@content/pages/terms';
import { pageMeta } from '@content/page-table';
import { LegalPage } from '../../components/legal/legal-page';
import { usePublishedSite } from '@frontend/lib/site-content';

export function TermsPage() {
  const { content, siteUrl } = usePublishedSite();
  return <LegalPage page={termsPage(content.author, siteUrl)} meta={pageMeta['/terms-of-service']} />;
}
