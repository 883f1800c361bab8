import { useEffect, useState, type MouseEvent } from 'react';
import { uiText } from '@content/site';
import { BACK_TO_TOP_THRESHOLD_PX } from '../chrome-constants';
import { StrokeIcon } from '../icons/stroke-icon';
import { IconButton } from '../tooltip/icon-button';

function scrolledPastThreshold(): boolean {
  return window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

/** docs/SPEC.md §2: appears once the page is scrolled more than 300 px; scrolls smoothly to the top. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(scrolledPastThreshold());
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // From the keyboard (no pointer: detail 0), continue from the top of the page's content
    // rather than from a button that is about to disappear.
    if (event.detail === 0) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <IconButton
      label={uiText.backToTop}
      side="left"
      onClick={onClick}
      className="pointer-events-auto grid size-12 place-items-center rounded-full border border-ink-700 bg-ink-900/95 text-parchment-100 shadow-lg shadow-black/40 transition-colors hover:border-ember-500 hover:text-ember-300"
    >
      <StrokeIcon className="size-5">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </StrokeIcon>
    </IconButton>
  );
}
