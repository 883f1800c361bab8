import { privacyPage } from '@content/pages/privacy';
import { pageMeta } from '@content/page-table';
import { LegalPage } from '../../components/legal/legal-page';

export function PrivacyPage() {
  return <LegalPage page={privacyPage} meta={pageMeta['/privacy-policy']} />;
}
