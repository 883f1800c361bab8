import { privacyPage } from '@content/pages/privacy';
import { LegalPage } from '../../components/legal/legal-page';
import { usePublishedSite, usePageMeta } from '@frontend/lib/site-content';

export function PrivacyPage() {
  const pageMeta = usePageMeta();
  const { content, siteUrl } = usePublishedSite();
  return <LegalPage page={privacyPage(content.author, siteUrl)} meta={pageMeta['/privacy-policy']} />;
}
