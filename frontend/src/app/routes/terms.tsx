import { termsPage } from '@content/pages/terms';
import { pageMeta } from '@content/page-table';
import { LegalPage } from '../../components/legal/legal-page';

export function TermsPage() {
  return <LegalPage page={termsPage} meta={pageMeta['/terms-of-service']} />;
}
