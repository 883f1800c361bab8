import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { adminMeta } from '@content/page-table';
import { ScrollRestoration } from '@frontend/components/layout/scroll-restoration';
import { PageMeta } from '@frontend/components/page-meta';
import { RouteErrorBoundary } from '@frontend/components/route-error';
import { Toaster } from '@frontend/components/toast';
import { usePageviewTracking } from '@frontend/features/analytics';
import { type AuthUser, adminSessionQuery, AuthGate, useSignOut } from '@frontend/features/auth';
import { QueryState } from '@frontend/components/query-state';
import { ApiError } from '@frontend/lib/api';
import { useSiteContent } from '@frontend/lib/site-content';
import { adminSections } from '../../admin-pages';

const ADMIN_NAV = adminSections.map(({ path, nav }) => ({
  to: path ? `/admin/${path}` : '/admin',
  label: nav,
  end: path === '',
}));

const linkStyle = 'text-sm text-parchment-300 underline-offset-4 hover:text-ember-300 hover:underline';

/** On every admin page until two-factor sign-in is on. */
function TwoFactorBanner({ required }: { required: boolean }) {
  return (
    <div
      role="status"
      data-testid="two-factor-banner"
      className="mb-6 rounded-lg border border-amber-700/60 bg-amber-950/40 p-4 text-sm text-parchment-100"
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

/** The admin's navigation: a column beside the page from 768 px, a menu the header's button opens below. */
function AdminNav({ id, open }: { id: string; open: boolean }) {
  return (
    <nav id={id} aria-label="Admin" className={`${open ? 'block' : 'hidden'} min-w-0 md:block`}>
      <ul className="grid gap-1 border-b border-ink-800 pb-4 md:border-0 md:pb-0">
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
  );
}

/** The menu's button on a narrow screen: a disclosure of the navigation (its state told by aria-expanded). */
function MenuButton({ controls, open, onToggle }: { controls: string; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink-700 px-3 text-sm text-parchment-200 hover:border-ember-500 md:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2}>
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        )}
      </svg>
      Menu
    </button>
  );
}

/** Her name as her site was last published (read once, apart, so the header never waits for it). */
function HerName() {
  return useSiteContent().author.name;
}

/** The admin's title names her site (apart, in its own Suspense, so the admin never waits for it). */
function AdminPageMeta() {
  return (
    <Suspense fallback={null}>
      <AdminTitle />
    </Suspense>
  );
}

function AdminTitle() {
  return <PageMeta meta={adminMeta(useSiteContent().author.name)} />;
}

/** The admin's header: the site it belongs to, a way back to it, and what the signed-in author is given. */
function AdminHeader({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  return (
    <header className="border-b border-ink-800 bg-ink-900/70">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <div className="mr-auto min-w-0">
          <p className="text-xs tracking-wide text-parchment-400 uppercase">
            <Suspense fallback={null}>
              <HerName />
            </Suspense>
          </p>
          {title}
        </div>
        <Link to="/" className={linkStyle}>
          View the site
        </Link>
        {children}
      </div>
    </header>
  );
}

function AdminShell({ user }: { user: AuthUser }) {
  const session = useQuery(adminSessionQuery());
  const forbidden = session.error instanceof ApiError && session.error.status === 403;
  const navId = useId();
  const { pathname } = useLocation();
  // The page the menu was opened on: choosing another page closes it.
  const [menuOn, setMenuOn] = useState<string | null>(null);
  const menuOpen = menuOn === pathname;

  return (
    <>
      <AdminHeader
        title={
          <>
            <h1 className="font-display text-2xl text-parchment-100">Author dashboard</h1>
            <p className="text-sm text-parchment-400" aria-live="polite">
              {session.isSuccess ? (
                <>
                  Signed in as{' '}
                  <span data-testid="admin-email" className="break-all text-parchment-200">
                    {session.data.email ?? user.loginId ?? session.data.username}
                  </span>
                </>
              ) : session.isPending ? (
                'Checking your access…'
              ) : null}
            </p>
          </>
        }
      >
        <SignOutButton />
        {session.isSuccess ? (
          <MenuButton controls={navId} open={menuOpen} onToggle={() => setMenuOn(menuOpen ? null : pathname)} />
        ) : null}
      </AdminHeader>

      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        {session.isSuccess ? <AdminNav id={navId} open={menuOpen} /> : null}
        <AdminMain>
          <QueryState
            query={session}
            pending={null}
            error={(error) => (
              <div role="alert" className="rounded-lg border border-red-900/70 bg-red-950/40 p-6 text-parchment-200">
                {forbidden ? 'This account is not in the admin group.' : error.message}
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
            )}
          >
            {({ twoFactor }) => (
              <>
                {!twoFactor.enabled ? <TwoFactorBanner required={twoFactor.required} /> : null}
                <Outlet />
              </>
            )}
          </QueryState>
        </AdminMain>
      </div>
    </>
  );
}

/** The page's own region, the skip link's target; a page's failure shows here, inside the shell. */
function AdminMain({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="min-w-0 pt-4 outline-none md:col-start-2 md:pt-0">
      <Suspense
        fallback={
          <p aria-live="polite" className="py-16 text-center text-parchment-400">
            Loading…
          </p>
        }
      >
        <RouteErrorBoundary pathname={pathname}>{children}</RouteErrorBoundary>
      </Suspense>
    </main>
  );
}

/**
 * `/admin`: the lazily loaded admin area, in a shell of its own (not the readers' header and
 * footer). Amplify is only ever loaded from here. Route changes go to the pageview tracking as
 * on the readers' pages (which sends none for the admin, but keeps its paths in the session's history).
 */
export function Component() {
  usePageviewTracking();
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminPageMeta />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-ember-600 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <AuthGate
        signedOut={(form) => (
          <>
            <AdminHeader />
            <main id="main" tabIndex={-1} className="flex-1 px-4 py-10 outline-none sm:py-14">
              {form}
            </main>
          </>
        )}
      >
        {(user) => <AdminShell user={user} />}
      </AuthGate>
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
