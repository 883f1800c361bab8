/** The interactive parts of reader pages (issue 28), each hydrated on its own (islands/boot.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island once React has hydrated it (what tests and bench/reader-timing.ts wait for). */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
/** The island's props, as JSON, when it has any (the video of a video facade). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * When each part starts. `interaction`: the first pointer, focus, touch, click or submit inside
 * it (the event is replayed once it has started); `scroll`: the page's first scroll;
 * `with-others`: together with the first other part (the toasts, which only another part raises).
 */
export const ISLAND_TRIGGERS = {
  'newsletter-prompt': 'interaction',
  'mailing-list': 'interaction',
  'back-to-top': 'scroll',
  toaster: 'with-others',
  'signup-page-form': 'interaction',
  'dream-team-form': 'interaction',
  'video-facade': 'interaction',
  'buy-direct': 'interaction',
} as const;

export type IslandName = keyof typeof ISLAND_TRIGGERS;
