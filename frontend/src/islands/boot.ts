import { APP_STARTED_ATTRIBUTE } from '../app/app-started';
import { trackPageview } from '../features/analytics/client';
import { startChrome } from './chrome';
import { startMobileMenu } from './mobile-menu';
import { startSectionLinks } from './section-links';
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, ISLAND_TRIGGERS, SUBMIT_WAIT_MS, type IslandName } from './names';

/**
 * A reader page's only script after the first paint (main.tsx imports it): the page's text is its
 * prerendered HTML and is never hydrated. Without React it runs the mobile menu, the
 * links to Home's sections and the rest of the chrome (islands/chrome.ts: back-to-top, tooltips,
 * the newsletter prompt's showing and dismissal), and counts the pageview, and it arms each island
 * (islands/names.ts): React and an island's code load only when the reader first uses it (its
 * first pointer, focus, touch, click or submit, replayed once it has started), never on a scroll.
 * A form works before its island starts: a submit waits for it (at most SUBMIT_WAIT_MS, then the
 * form posts natively, as it does without JavaScript).
 */

const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
const nameOf = (island: HTMLElement) => island.getAttribute(ISLAND_ATTRIBUTE) as IslandName;

type Runtime = typeof import('./start');
let runtime: Promise<Runtime> | undefined;
const started = new Map<HTMLElement, Promise<void>>();
const ready = new Set<HTMLElement>();

function start(island: HTMLElement): Promise<void> {
  let starting = started.get(island);
  if (starting) return starting;
  runtime ??= import('./start');
  starting = runtime
    .then((r) => r.hydrateIsland(island))
    .then(() => {
      ready.add(island);
      island.setAttribute(ISLAND_READY_ATTRIBUTE, '');
    });
  started.set(island, starting);
  // The parts that only another part uses (the toasts) start with the first of them.
  for (const other of islands)
    if (ISLAND_TRIGGERS[nameOf(other)] === 'with-others' && other.isConnected) void start(other);
  return starting;
}

/** Forms whose submit went to the browser's own post. */
const postsNatively = new WeakSet<HTMLFormElement>();

const isLink = (target: EventTarget | null) => target instanceof Element && target.closest('a[href]') !== null;

/** A checkbox or radio, or a label of one: its tick is the browser's own, shown at once and handed to the island's state when it starts. */
function isToggle(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const control = target instanceof HTMLInputElement ? target : target.closest('label')?.control;
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/** The submit button a click landed on (or inside) when it has a form: a click the form can post without its island. */
function submitButtonOf(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
  const control = target instanceof Element ? target.closest('button, input') : null;
  return (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit' &&
    control.form
    ? control
    : null;
}

/** The browser's own post of `form`, as without JavaScript (the boot lets its submit through). */
function postNatively(form: HTMLFormElement, submitter: HTMLElement | null | undefined) {
  if (!form.isConnected) return;
  postsNatively.add(form);
  form.requestSubmit(submitter?.isConnected ? submitter : null);
}

/**
 * Runs `started` once the island has started; or, when it has a `gaveUp` (a form to post), that
 * instead if the island's code fails to load or SUBMIT_WAIT_MS pass first. Only one of them runs,
 * once, in a task of its own: while the browser is still firing the event that began this (a part
 * that fails at once answers in a microtask of it), requestSubmit does nothing.
 */
function whenStarted(island: HTMLElement, started: () => void, gaveUp?: () => void) {
  let settled = false;
  const settle = (then: (() => void) | undefined) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (then) setTimeout(then);
  };
  const timer = gaveUp ? setTimeout(() => settle(gaveUp), SUBMIT_WAIT_MS) : undefined;
  start(island).then(
    () => settle(started),
    () => settle(gaveUp),
  );
}

/** Starts an island on the reader's first use of it, and gives it that use once it has started. */
function armOnInteraction(island: HTMLElement) {
  const startAndReplay = (event: Event) => {
    if (ready.has(island) || !island.isConnected) return;
    const target = event.target;
    if (event.type === 'click' && isToggle(target)) {
      void start(island);
    } else if (event.type === 'click') {
      // A link is followed at once (a plain page load); anything else waits for its island.
      if (isLink(target)) return void start(island);
      event.preventDefault();
      event.stopPropagation();
      // The same click again, on the same element (an icon inside a button too), with its detail
      // (0: from the keyboard); a submit button's form posts natively if the island cannot start.
      const { detail } = event as MouseEvent;
      const button = submitButtonOf(target);
      const form = button?.form;
      whenStarted(
        island,
        () =>
          target instanceof Element &&
          target.isConnected &&
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, detail })),
        form ? () => postNatively(form, button) : undefined,
      );
    } else if (event.type === 'submit') {
      if (!(target instanceof HTMLFormElement) || postsNatively.has(target)) return;
      event.preventDefault();
      event.stopPropagation();
      const submitter = (event as SubmitEvent).submitter;
      whenStarted(
        island,
        () => target.isConnected && target.requestSubmit(submitter?.isConnected ? submitter : null),
        () => postNatively(target, submitter),
      );
    } else {
      void start(island).then(() => replayHoverAndFocus(island, target));
    }
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    island.addEventListener(type, startAndReplay, { passive: true });
  for (const type of ['click', 'submit']) island.addEventListener(type, startAndReplay, { capture: true });
}

/** What a pointer or focus began before its island started, told again to the island's React. */
function replayHoverAndFocus(island: HTMLElement, target: EventTarget | null) {
  if (target instanceof Element && target.isConnected && target.matches(':hover')) {
    target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    target.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }
  const focused = document.activeElement;
  if (focused && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

startMobileMenu();
startSectionLinks();
startChrome();
for (const island of islands) if (ISLAND_TRIGGERS[nameOf(island)] === 'interaction') armOnInteraction(island);
document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
// Counted once the page is shown (this runs after its first paint), not on idle: a reader who
// follows a link at once leaves before idle, and each reader page is a page load of its own.
trackPageview(window.location.pathname);
