import { legalPageOf } from '@content/pages/legal';
import { LegalPage } from '../../components/legal/legal-page';
import { useMergeFacts, usePageMeta, useSiteContent } from '@frontend/lib/site-content';

export function PrivacyPage() {
  const pageMeta = usePageMeta();
  const page = legalPageOf(useSiteContent().pages.privacy, useMergeFacts());
  return <LegalPage page={page} meta={pageMeta['/privacy-policy']} />;
}
