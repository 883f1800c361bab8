import { useQuery } from '@tanstack/react-query';
import { adminSessionQuery, TwoFactorSettings } from '@frontend/features/auth';

/** `/admin/account`: the author's sign-in settings (two-factor sign-in; sign-out is global, in the header). */
export function Component() {
  const session = useQuery(adminSessionQuery());
  if (!session.isSuccess) return null;
  const email = session.data.email ?? session.data.username;
  return (
    <div className="space-y-6">
      <h2 className="font-display text-2xl text-parchment-100">Account</h2>
      <TwoFactorSettings email={email} status={session.data.twoFactor} />
      <p className="text-sm text-parchment-400">"Sign out" signs this account out on every device.</p>
    </div>
  );
}
