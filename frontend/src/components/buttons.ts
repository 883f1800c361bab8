/** Shared button and link looks, so every page's actions match. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-center text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400';

export const buttonStyles = {
  primary: `${base} bg-ember-600 text-white shadow-lg shadow-ember-950/40 hover:bg-ember-700`,
  secondary: `${base} border border-parchment-400/40 text-parchment-100 hover:border-ember-400 hover:text-ember-300`,
  quiet: `${base} text-parchment-200 underline underline-offset-4 hover:text-ember-300`,
} as const;

export const textLinkStyle = 'text-ember-300 underline underline-offset-4 hover:text-ember-200';
