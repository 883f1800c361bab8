import { ADMIN_ACCOUNT_PATH } from '../../contract/session';
import { twoFactorChangedEmail } from '../../emails/two-factor';
import { recordTwoFactorState } from '../../entities/admin-two-factor';
import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';
import { sendEmail } from '../../lib/mail';
import { recentAuthor } from '../site-content/published-content';

/**
 * Each time the API asks Cognito about an admin account's two-factor sign-in, the answer is kept;
 * when it differs from the last one (an authenticator added or removed), the account's own email
 * address is told. The admin asks right after it adds or removes one (its session is read again),
 * so the email follows at once; a change made straight against Cognito is told the next time any
 * of the account's tokens reaches the session route. The first answer for an account is only kept.
 */
export async function noteTwoFactorState(
  deps: Deps,
  account: { sub: string; email: string | undefined },
  enabled: boolean,
): Promise<void> {
  const at = deps.now();
  const seen = await recordTwoFactorState(deps, account.sub, enabled, at.toISOString());
  if (seen !== 'changed') return;
  if (!account.email) {
    log.error('Two-factor sign-in changed on an admin account without an email address', { sub: account.sub, enabled });
    return;
  }
  const email = twoFactorChangedEmail(await recentAuthor(deps), {
    change: enabled ? 'added' : 'removed',
    at,
    accountUrl: `${deps.siteUrl}${ADMIN_ACCOUNT_PATH}`,
  });
  await sendEmail(deps, { to: account.email, ...email });
}
