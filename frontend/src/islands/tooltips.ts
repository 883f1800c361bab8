import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../components/chrome-constants';
import { CHROME_ATTRIBUTES, type TooltipSide } from './chrome-attributes';

const GAP_PX = 6;
/** Time to move the pointer from the control onto its hint, which then stays while the pointer is on it (WCAG 1.4.13, hoverable). */
const HOVER_GRACE_MS = 150;
const TOOLTIP_CLASS =
  'fixed z-[90] w-max max-w-xs rounded-md border border-ink-700 bg-ink-900 px-3 py-1.5 text-xs text-parchment-100 shadow-lg';

let tip: HTMLElement | null = null;
let owner: Element | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** When a hint last closed: another opened within TOOLTIP_SKIP_DELAY_MS opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;
let shown = 0;

/** Fixed placement beside the control's box, centred on it (the controls are small floating ones). */
function place(box: DOMRect, side: TooltipSide): Partial<CSSStyleDeclaration> {
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (side === 'bottom') return { left: `${x}px`, top: `${box.bottom + GAP_PX}px`, transform: 'translateX(-50%)' };
  if (side === 'left') return { left: `${box.left - GAP_PX}px`, top: `${y}px`, transform: 'translate(-100%, -50%)' };
  if (side === 'right') return { left: `${box.right + GAP_PX}px`, top: `${y}px`, transform: 'translateY(-50%)' };
  return { left: `${x}px`, top: `${box.top - GAP_PX}px`, transform: 'translate(-50%, -100%)' };
}

function hide() {
  clearTimeout(timer);
  if (!tip || !owner) return;
  tip.remove();
  owner.removeAttribute('aria-describedby');
  tip = owner = null;
  lastClosedAt = performance.now();
}

function open(control: Element) {
  hide();
  tip = document.createElement('div');
  tip.setAttribute('role', 'tooltip');
  tip.id = `tooltip-${++shown}`;
  tip.className = TOOLTIP_CLASS;
  tip.textContent = control.getAttribute(CHROME_ATTRIBUTES.tooltip);
  const side = (control.getAttribute(CHROME_ATTRIBUTES.tooltipSide) ?? 'top') as TooltipSide;
  Object.assign(tip.style, place(control.getBoundingClientRect(), side));
  document.body.append(tip);
  control.setAttribute('aria-describedby', tip.id);
  owner = control;
}

const later = (then: () => void, delay: number) => {
  clearTimeout(timer);
  timer = setTimeout(then, delay);
};
const controlOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(`[${CHROME_ATTRIBUTES.tooltip}]`) : null;
const onTip = (target: EventTarget | null) => tip !== null && target instanceof Node && tip.contains(target);

/**
 * The hints of the chrome's icon controls (docs/SPEC.md §9), on their HTML and without React: a
 * `role="tooltip"` the control is described by while it shows, after TOOLTIP_DELAY_MS on hover (at
 * once within TOOLTIP_SKIP_DELAY_MS of the last one closing) and at once on keyboard focus; closed
 * by Escape, by scrolling, by leaving the control (unless the pointer moves onto the hint, which
 * stays while it is there), by blurring or pressing it. A touch shows none.
 */
export function startTooltips(): void {
  document.addEventListener('pointerover', (event) => {
    const control = controlOf(event.target);
    if (onTip(event.target) || (control && control === owner)) return clearTimeout(timer);
    if (!control || event.pointerType === 'touch' || control.contains(event.relatedTarget as Node | null)) return;
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    later(() => open(control), skip ? 0 : TOOLTIP_DELAY_MS);
  });
  document.addEventListener('pointerout', (event) => {
    const left = controlOf(event.target) ?? (onTip(event.target) ? owner : null);
    const to = event.relatedTarget as Node | null;
    if (left && !left.contains(to) && !onTip(to)) later(hide, HOVER_GRACE_MS);
  });
  document.addEventListener('pointerdown', (event) => controlOf(event.target) && hide());
  document.addEventListener('focusin', (event) => {
    const control = controlOf(event.target);
    // Keyboard focus shows the hint at once; a click's focus does not.
    if (control?.matches(':focus-visible')) later(() => open(control), 0);
  });
  document.addEventListener('focusout', (event) => controlOf(event.target) && hide());
  document.addEventListener('keydown', (event) => event.key === 'Escape' && hide());
  window.addEventListener('scroll', hide, { passive: true });
}
