/** A piece's or a version's state, as a small pill: live, changed since publishing, the current one. */
const TONES = {
  live: 'bg-emerald-900/60 text-emerald-200 ring-emerald-700/60',
  changed: 'bg-amber-950/60 text-amber-200 ring-amber-700/60',
  plain: 'bg-ink-800 text-parchment-200 ring-ink-700',
} as const;

export type MarkTone = keyof typeof TONES;

export const markClass = (tone: MarkTone) =>
  `inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONES[tone]}`;
