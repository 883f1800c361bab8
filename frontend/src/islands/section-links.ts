import { SCROLL_TO_SECTION_DELAY_MS, SECTION_PREFIX } from '../components/chrome-constants';

/** sessionStorage: the section of Home a link on another page asked for, scrolled to once Home has loaded. */
const PENDING_SECTION_KEY = 'pending-section';

const scrollToSection = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/**
 * The links to a section of Home (`/#id`, components/nav/section-link.tsx) on a reader page,
 * without React (docs/SPEC.md §2): on Home, scroll smoothly to the section; elsewhere, load Home and
 * scroll there smoothly once it has painted. Without JavaScript they are plain links.
 */
export function startSectionLinks(): void {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest(`a[href^="${SECTION_PREFIX}"]`) : null;
    if (!link) return;
    event.preventDefault();
    const id = decodeURIComponent(link.getAttribute('href')!.slice(SECTION_PREFIX.length));
    if (window.location.pathname === '/') return void scrollToSection(id);
    try {
      sessionStorage.setItem(PENDING_SECTION_KEY, id);
      window.location.assign('/');
    } catch {
      window.location.assign(link.getAttribute('href')!); // no storage: the browser jumps to the section itself
    }
  });
  let pending: string | null = null;
  try {
    pending = sessionStorage.getItem(PENDING_SECTION_KEY);
    sessionStorage.removeItem(PENDING_SECTION_KEY);
  } catch {
    // Storage refused: nothing was asked for.
  }
  if (pending && window.location.pathname === '/')
    window.setTimeout(() => scrollToSection(pending), SCROLL_TO_SECTION_DELAY_MS);
}
