import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Island } from '../../islands/island';
import { RouteErrorBoundary } from '../route-error';
import { SiteFooter } from '../footer/site-footer';
import { SiteNav } from '../nav/site-nav';
import { Toaster } from '../toast';
import { FloatingDock } from './floating-dock';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The shared layout (docs/SPEC.md §2): navigation, the page, footer, the floating controls (back-to-top,
 * mailing-list button, the newsletter prompt when given) and the toast region.
 */
export function SiteLayout({ newsletterPrompt }: { newsletterPrompt?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-ember-600 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <SiteNav />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* One lasting boundary: while the next page's chunk loads (a transition), the current page stays. */}
        <Suspense fallback={<PageLoading />}>
          <RouteErrorBoundary pathname={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </main>
      {/* Before the footer: on narrow screens the quick actions are a row in the flow (floating-dock.tsx). */}
      <FloatingDock newsletterPrompt={newsletterPrompt} />
      <SiteFooter />
      <Island name="toaster">
        <Toaster />
      </Island>
      <ScrollRestoration />
    </div>
  );
}

/** Only seen if a page's chunk is still loading when the app first renders (start.tsx preloads it). */
function PageLoading() {
  return (
    <p aria-live="polite" className="py-16 text-center text-parchment-400">
      Loading…
    </p>
  );
}
