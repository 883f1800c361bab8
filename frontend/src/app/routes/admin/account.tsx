import { useQuery } from '@tanstack/react-query';
import { KeySettings, TimeZoneSettings } from '@frontend/features/admin-settings';
import { adminSessionQuery, TwoFactorSettings } from '@frontend/features/auth';

/**
 * `/admin/account`: the author's settings: sign-in (two-factor; sign-out is global, in the header),
 * her time zone and her keys of other services (MailerLite's, Stripe's).
 */
export function Component() {
  const session = useQuery(adminSessionQuery());
  if (!session.isSuccess) return null;
  const email = session.data.email ?? session.data.username;
  return (
    <div className="space-y-6">
      <h2 className="font-display text-2xl text-parchment-100">Account</h2>
      <TwoFactorSettings email={email} status={session.data.twoFactor} />
      <p className="text-sm text-parchment-400">"Sign out" signs this account out on every device.</p>
      <TimeZoneSettings />
      <KeySettings />
    </div>
  );
}
