/** Looks shared by this page's controls. */
export const smallButton =
  'inline-flex min-h-9 shrink-0 items-center justify-center gap-1.5 rounded-md border border-parchment-400/40 px-3 py-1.5 text-xs font-medium text-parchment-100 hover:border-ember-400 hover:text-ember-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400 disabled:opacity-60';

export const inputClass =
  'mt-1 block w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2.5 text-parchment-100 placeholder:text-parchment-500 focus:border-ember-500 focus:outline-none focus:ring-2 focus:ring-ember-500/40 aria-invalid:border-red-500';
