import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../chrome-constants';

type Side = 'top' | 'right' | 'bottom' | 'left';
const GAP_PX = 6;
/** Time to move the pointer from the trigger onto the hint, which then stays while the pointer is on it (WCAG 1.4.13, hoverable). */
const HOVER_GRACE_MS = 150;

/** When any tooltip last closed: another opened within TOOLTIP_SKIP_DELAY_MS opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Fixed placement beside the trigger's box, centred on it (the triggers are small floating controls). */
function placement(box: DOMRect, side: Side): CSSProperties {
  const centreX = box.left + box.width / 2;
  const centreY = box.top + box.height / 2;
  switch (side) {
    case 'top':
      return { left: centreX, top: box.top - GAP_PX, transform: 'translate(-50%, -100%)' };
    case 'bottom':
      return { left: centreX, top: box.bottom + GAP_PX, transform: 'translateX(-50%)' };
    case 'left':
      return { left: box.left - GAP_PX, top: centreY, transform: 'translate(-100%, -50%)' };
    case 'right':
      return { left: box.right + GAP_PX, top: centreY, transform: 'translateY(-50%)' };
  }
}

/** The open tooltip's trigger box, shown after a delay and hidden at once or after a grace (closing is remembered). */
function useTooltipBox() {
  const [box, setBox] = useState<DOMRect | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((trigger: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBox(trigger.getBoundingClientRect()), delay);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setBox((open) => {
      if (open) lastClosedAt = performance.now();
      return null;
    });
  }, []);
  /** Hides unless the pointer reaches the trigger or the hint within HOVER_GRACE_MS. */
  const hideSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, HOVER_GRACE_MS);
  }, [hide]);
  const keep = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!box) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide);
    };
  }, [box, hide]);
  return { box, show, hide, hideSoon, keep };
}

/**
 * A short hint on hover or keyboard focus (docs/SPEC.md §9: opens after 700 ms, at once within 300 ms of
 * the last one closing). Written here rather than Radix Tooltip, whose positioning library would
 * weigh about 12 kB gzipped on every page for three hints: it is a `role="tooltip"` the trigger
 * is described by while it shows, closed by Escape, by leaving the trigger (unless the pointer moves
 * onto the hint, which stays while it is there), blurring or pressing the trigger.
 * The trigger must be one focusable element that already has its own accessible name.
 */
export function Tooltip({
  content,
  side = 'top',
  children,
}: {
  content: ReactNode;
  side?: Side;
  children: ReactElement<HTMLAttributes<HTMLElement>>;
}) {
  const id = useId();
  const { box, show, hide, hideSoon, keep } = useTooltipBox();

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': box ? id : own['aria-describedby'],
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      const skip = event.timeStamp - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
      show(event.currentTarget, skip ? 0 : TOOLTIP_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hideSoon();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // Keyboard focus shows the hint at once (as Radix does); a click's focus does not.
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {box
        ? createPortal(
            <div
              role="tooltip"
              id={id}
              style={placement(box, side)}
              onPointerEnter={keep}
              onPointerLeave={hideSoon}
              className="fixed z-[90] w-max max-w-xs rounded-md border border-ink-700 bg-ink-900 px-3 py-1.5 text-xs text-parchment-100 shadow-lg"
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
