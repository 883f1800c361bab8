import { BACK_TO_TOP_THRESHOLD_PX } from '../components/chrome-constants';
import { CHROME_ATTRIBUTES } from './chrome-attributes';

const selector = `[${CHROME_ATTRIBUTES.backToTop}]`;

/**
 * Back-to-top (docs/SPEC.md §2) on its HTML (components/back-to-top), without React: shown once
 * the page is scrolled more than BACK_TO_TOP_THRESHOLD_PX, it scrolls smoothly to the top; from the
 * keyboard (a click of detail 0) the reader continues from the top of the page's content rather
 * than from a button about to disappear.
 */
export function startBackToTop(): void {
  const update = () => {
    const hidden = window.scrollY <= BACK_TO_TOP_THRESHOLD_PX;
    for (const button of document.querySelectorAll<HTMLElement>(selector)) button.hidden = hidden;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (event.detail === 0) document.getElementById('main')?.focus({ preventScroll: true });
  });
}
