/**
 * The site chrome's constants (docs/SPEC.md §9), in one place: toasts, tooltips, scrolling and the
 * newsletter prompt's storage flag.
 */

/** Toasts: one at a time, shown 5000 ms, removed from memory 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Swipe right past 50 px to dismiss a toast. */
export const TOAST_SWIPE_DIRECTION = 'right' as const;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** F8 moves focus to the notification area (Radix Toast's default, stated here so it is explicit). */
export const TOAST_HOTKEY = ['F8'];

/** Tooltips open after 700 ms; moving to another trigger within 300 ms opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The back-to-top button appears once the page is scrolled further than this. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;
/** A `/#section` link followed from another page scrolls this long after Home starts rendering. */
export const SCROLL_TO_SECTION_DELAY_MS = 100;

/** localStorage key: set when the reader dismisses the newsletter prompt or signs up through it. */
export const NEWSLETTER_DISMISSED_KEY = 'newsletter-dismissed';
/** Pages that never show the newsletter prompt (the Dream Team page has its own form). */
export const PAGES_WITHOUT_NEWSLETTER_PROMPT = ['/voss-trials'];
/** Pages that never show the floating mailing-list button (they are its destination). */
export const PAGES_WITHOUT_MAILING_LIST_BUTTON = ['/sign-up', '/signup'];
/** The mobile menu button's icon: three bars while closed, a cross while open. */
export const MENU_ICON_PATHS = { closed: 'M4 7h16M4 12h16M4 17h16', open: 'M6 6l12 12M18 6L6 18' } as const;
/** Routes like `/#reader-magnets` name a section of Home rather than a page. */
export const SECTION_PREFIX = '/#';
