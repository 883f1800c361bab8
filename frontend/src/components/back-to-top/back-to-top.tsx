import { uiText } from '@content/ui-text';
import { CHROME_ATTRIBUTES } from '../../islands/chrome-attributes';
import { StrokeIcon } from '../icons/stroke-icon';
import { IconButton } from '../tooltip/icon-button';

/**
 * docs/SPEC.md §2: appears once the page is scrolled more than 300 px; scrolls smoothly to the top.
 * Plain HTML, hidden until then: the chrome's script shows it and scrolls (islands/back-to-top.ts).
 */
export function BackToTop() {
  return (
    <IconButton
      label={uiText.backToTop}
      side="left"
      marker={CHROME_ATTRIBUTES.backToTop}
      hidden
      className="pointer-events-auto order-last grid size-12 2xl:order-none place-items-center rounded-full border border-ink-700 bg-ink-900/95 text-parchment-100 shadow-lg shadow-black/40 transition-colors hover:border-ember-500 hover:text-ember-300"
    >
      <StrokeIcon className="size-5">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </StrokeIcon>
    </IconButton>
  );
}
