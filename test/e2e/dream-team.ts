import { decideApplication } from '../../functions/core/arc/applications';
import { deps } from '../../functions/lib/deps';
import { applyLocalEnvironment } from '../../infra/local/settings';
import { e2eSettings } from './fixtures';

applyLocalEnvironment(e2eSettings);

/**
 * The author's approval of a confirmed applicant, as the Dream Team page gives it (its buttons are
 * walked in admin-arc.spec.ts): the reader joins the team, so its newsletters reach them.
 */
export async function approveForDreamTeam(email: string): Promise<void> {
  await decideApplication(deps(), email, { decision: 'approved' });
}
