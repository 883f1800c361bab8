import { termsPage } from '@content/pages/terms';
import { LegalPage } from '../../components/legal/legal-page';
import { usePublishedSite, usePageMeta } from '@frontend/lib/site-content';

export function TermsPage() {
  const pageMeta = usePageMeta();
  const { content, siteUrl } = usePublishedSite();
  return <LegalPage page={termsPage(content.author, siteUrl)} meta={pageMeta['/terms-of-service']} />;
}
