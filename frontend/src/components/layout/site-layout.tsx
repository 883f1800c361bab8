import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '../footer/site-footer';
import { SiteNav } from '../nav/site-nav';
import { Toaster } from '../toast';
import { FloatingDock } from './floating-dock';

/**
 * The shared layout (SPEC §2): navigation, the page, footer, the floating controls (back-to-top,
 * mailing-list button, the newsletter prompt when given) and the toast region.
 */
export function SiteLayout({ newsletterPrompt }: { newsletterPrompt?: ReactNode }) {
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
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingDock newsletterPrompt={newsletterPrompt} />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
