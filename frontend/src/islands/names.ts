/**
 * The interactive parts of reader pages, each hydrated on its own (islands/boot.ts): the forms and
 * what needs React. The chrome (menu, back-to-top, the floating sign-up link, the newsletter
 * prompt's showing and dismissal, tooltips) is plain HTML and script (islands/chrome.ts).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island once React has hydrated it (what tests and bench/reader-timing.ts wait for). */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
/** The island's props, as JSON, when it has any (the video of a video facade). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * When each part starts. `interaction`: the first pointer, focus, touch, click or submit inside
 * it (the event is replayed once it has started); `with-others`: together with the first other
 * part (the toasts, which only another part raises). Nothing starts on a scroll: a reader who only
 * reads loads no framework.
 */
export const ISLAND_TRIGGERS = {
  /** The prompt's "Free Stories" button and the sign-up modal it opens. */
  'newsletter-prompt': 'interaction',
  toaster: 'with-others',
  'signup-page-form': 'interaction',
  'dream-team-form': 'interaction',
  'video-facade': 'interaction',
} as const;

export type IslandName = keyof typeof ISLAND_TRIGGERS;

/**
 * How long a form's submit waits for its island to start before the form posts natively and the
 * server answers a page, as it does without JavaScript; when the part's code fails to load, the
 * form posts at once. A reader's first touch of the form (focusing its field) starts the part, so
 * it is usually ready by the time an address is typed; on the phone profile of
 * bench/reader-timing.ts a part used the moment its page responds is ready about 6 s later.
 */
export const SUBMIT_WAIT_MS = 4_000;
