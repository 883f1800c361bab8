import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { adminMeta } from '@content/site';
import { PageMeta } from '@frontend/components/page-meta';
import { type AuthUser, adminSessionQuery, AuthGate, useSignOut } from '@frontend/features/auth';
import { ApiError } from '@frontend/lib/api';

const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/downloads', label: 'Download campaign', end: false },
  { to: '/admin/send-emails', label: 'Send emails', end: false },
  { to: '/admin/newsletters', label: 'Newsletters', end: false },
  { to: '/admin/readers', label: 'Readers', end: false },
  { to: '/admin/dream-team', label: 'Dream Team', end: false },
  { to: '/admin/books', label: 'Books', end: false },
  { to: '/admin/arc', label: 'ARC rounds', end: false },
  { to: '/admin/leak-lookup', label: 'Leak lookup', end: false },
  { to: '/admin/sales', label: 'Sales', end: false },
  { to: '/admin/analytics', label: 'Analytics', end: false },
  { to: '/admin/account', label: 'Account', end: false },
] as const;

/** On every admin page until two-factor sign-in is on. */
function TwoFactorBanner({ required }: { required: boolean }) {
  return (
    <div
      role="status"
      data-testid="two-factor-banner"
      className="mt-6 rounded-lg border border-amber-700/60 bg-amber-950/40 p-4 text-sm text-parchment-100"
    >
      <strong className="font-medium">Two-factor sign-in is off:</strong> this admin is guarded by your password alone.
      {required ? ' The site requires it: the admin refuses to work until it is on.' : ''}{' '}
      <Link to="/admin/account" className="text-ember-300 underline underline-offset-4">
        Set up an authenticator app
      </Link>
    </div>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button
      type="button"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
      className="rounded-md border border-parchment-400/40 px-3 py-1.5 text-sm text-parchment-200 hover:border-ember-500 hover:text-ember-300 disabled:opacity-60"
    >
      {signOut.isPending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

function AdminShell({ user }: { user: AuthUser }) {
  const session = useQuery(adminSessionQuery());
  const forbidden = session.error instanceof ApiError && session.error.status === 403;

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-ink-800 pb-4">
        <div>
          <h1 className="font-display text-3xl text-parchment-100">Author dashboard</h1>
          <p className="mt-1 text-sm text-parchment-400" aria-live="polite">
            {session.isSuccess ? (
              <>
                Signed in as{' '}
                <span data-testid="admin-email" className="text-parchment-200">
                  {session.data.email ?? user.loginId ?? session.data.username}
                </span>
              </>
            ) : session.isPending ? (
              'Checking your access…'
            ) : null}
          </p>
        </div>
        <SignOutButton />
      </div>

      {session.isError ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-900/70 bg-red-950/40 p-6 text-parchment-200">
          {forbidden ? 'This account is not in the admin group.' : session.error.message}
          {!forbidden ? (
            <button
              type="button"
              onClick={() => void session.refetch()}
              className="ml-3 text-sm text-ember-300 underline underline-offset-4"
            >
              Try again
            </button>
          ) : null}
        </div>
      ) : null}

      {session.isSuccess && !session.data.twoFactor.enabled ? (
        <TwoFactorBanner required={session.data.twoFactor.required} />
      ) : null}

      {session.isSuccess ? (
        <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[12rem_1fr]">
          <nav aria-label="Admin" className="min-w-0">
            <ul className="flex flex-wrap gap-2 md:flex-col">
              {ADMIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm ${
                        isActive ? 'bg-ember-900/50 text-ember-200' : 'text-parchment-300 hover:bg-ink-800'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** `/admin`: the lazily loaded admin area. Amplify is only ever loaded from here. */
export function Component() {
  return (
    <section className="px-4 py-10 sm:py-14">
      <PageMeta meta={adminMeta} />
      <AuthGate>{(user) => <AdminShell user={user} />}</AuthGate>
    </section>
  );
}
