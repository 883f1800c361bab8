import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { COPYRIGHT, SITE_NAME } from '../../../content/site';

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/short-stories', label: 'Reader Magnets' },
] as const;

/** The page chrome for now: a header with the site name and navigation, the page, a footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-ember-600 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <header className="border-b border-ink-800 bg-ink-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4">
          <Link to="/" className="font-display text-xl tracking-wide text-parchment-100 hover:text-ember-400">
            {SITE_NAME}
          </Link>
          <nav aria-label="Main">
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      `rounded px-1 py-1 transition-colors hover:text-ember-400 ${
                        isActive ? 'text-ember-400' : 'text-parchment-300'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-ink-800 py-6 text-center text-xs text-parchment-500">
        {COPYRIGHT}
      </footer>
      <ScrollRestoration />
    </div>
  );
}
