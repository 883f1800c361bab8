import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { navEntries } from '@content/navigation';
import { uiText } from '@content/ui-text';
import { useSiteContent } from '../../lib/site-content';
import { MENU_ICON_PATHS } from '../chrome-constants';
import { useCurrentPage } from '../layout/use-current-page';
import { ExternalNavLink } from './external-nav-link';
import { NavEntryLink } from './nav-entry-link';

/** Pages with a light background, where the nav text is dark (docs/SPEC.md §2: /voss-trials). */
const LIGHT_PAGES = ['/voss-trials'];

const TONES = {
  light: {
    header: 'border-ink-800 bg-ink-950/90 text-parchment-300',
    brand: 'text-parchment-100 hover:text-ember-400',
    link: 'text-parchment-300 hover:text-ember-400',
    external: 'border-ember-600/60 text-ember-300 hover:bg-ember-600 hover:text-white',
    panel: 'border-ink-800 bg-ink-950',
  },
  dark: {
    header: 'border-parchment-300 bg-parchment-100/95 text-ink-900',
    brand: 'text-ink-950 hover:text-ember-700',
    link: 'text-ink-800 hover:text-ember-700',
    external: 'border-ember-700/60 text-ember-700 hover:bg-ember-700 hover:text-white',
    panel: 'border-parchment-300 bg-parchment-100',
  },
} as const;

/**
 * The top navigation (docs/SPEC.md §2): the six entries minus the current page, a full menu on wide
 * screens and a toggle menu on narrow ones, and the two external links.
 */
export function SiteNav() {
  const page = useCurrentPage();
  const entries = navEntries.filter((entry) => entry.to !== page);
  const tone = TONES[LIGHT_PAGES.includes(page) ? 'dark' : 'light'];
  const { author, links } = useSiteContent();

  return (
    <header
      className={`relative z-40 border-b backdrop-blur ${tone.header}`}
      data-nav-tone={tone === TONES.dark ? 'dark' : 'light'}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Link
          to="/"
          className={`mr-auto font-display text-lg tracking-wide whitespace-nowrap sm:text-xl ${tone.brand}`}
        >
          {author.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavEntryLink entry={entry} className={`rounded px-2.5 py-2 transition-colors ${tone.link}`} />
              </li>
            ))}
          </ul>
        </nav>
        <ul aria-label="Support the author" className="flex items-center gap-1.5 text-xs sm:gap-2 sm:text-sm">
          {[links.fundraising, links.tipJar].map((link) => (
            <li key={link.href}>
              <ExternalNavLink
                link={link}
                className={`block rounded-full border px-2.5 py-1.5 whitespace-nowrap transition-colors sm:px-3 ${tone.external}`}
              />
            </li>
          ))}
        </ul>
        <MobileMenu entries={entries} tone={tone} />
      </div>
    </header>
  );
}

/**
 * The narrow-screen menu: a button that opens and closes a panel of the same entries. On a reader
 * page, which is never hydrated, islands/mobile-menu.ts does the same to this HTML.
 */
function MobileMenu({ entries, tone }: { entries: typeof navEntries; tone: (typeof TONES)[keyof typeof TONES] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link here, the browser's back button) closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const label = open ? uiText.nav.closeMenu : uiText.nav.openMenu;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        data-label-open={uiText.nav.openMenu}
        data-label-close={uiText.nav.closeMenu}
        onClick={() => setOpen((value) => !value)}
        className={`-mr-1 rounded p-2 lg:hidden ${tone.link}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d={open ? MENU_ICON_PATHS.open : MENU_ICON_PATHS.closed} />
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className={`absolute inset-x-0 top-full border-b shadow-xl shadow-black/30 lg:hidden ${tone.panel}`}
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavEntryLink
                entry={entry}
                onNavigate={() => setOpen(false)}
                className={`block rounded px-2 py-3 text-base transition-colors ${tone.link}`}
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
