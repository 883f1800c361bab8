import { legalPageOf } from '@content/pages/legal';
import { LegalPage } from '../../components/legal/legal-page';
import { useMergeFacts, usePageMeta, useSiteContent } from '@frontend/lib/site-content';

export function TermsPage() {
  const pageMeta = usePageMeta();
  const page = legalPageOf(useSiteContent().pages.terms, useMergeFacts());
  return <LegalPage page={page} meta={pageMeta['/terms-of-service']} />;
}
