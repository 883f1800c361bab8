import { MENU_ICON_PATHS } from '../components/chrome-constants';

/**
 * The mobile menu of a reader page, on the prerendered HTML of components/nav/site-nav.tsx and
 * without React (a button, a panel and Escape): open and close with the button, close with
 * Escape (focus back on the button) and on choosing an entry.
 */
export function startMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('header button[aria-controls][data-label-open]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', button.getAttribute(open ? 'data-label-close' : 'data-label-open') ?? '');
    button.querySelector('path')?.setAttribute('d', open ? MENU_ICON_PATHS.open : MENU_ICON_PATHS.closed);
    panel.hidden = !open;
  };
  button.addEventListener('click', () => setOpen(!isOpen()));
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  // Back to a page kept in the back/forward cache: the menu the reader left through is closed.
  window.addEventListener('pageshow', () => setOpen(false));
}
