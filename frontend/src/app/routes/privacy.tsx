import { privacyPage } from '@content/pages/privacy';
import { pageMeta } from '@content/page-table';
import { LegalPage } from '../../components/legal/legal-page';
import { usePublishedSite } from '@frontend/lib/site-content';

export function PrivacyPage() {
  const { content, siteUrl } = usePublishedSite();
  return <LegalPage page={privacyPage(content.author, siteUrl)} meta={pageMeta['/privacy-policy']} />;
}
