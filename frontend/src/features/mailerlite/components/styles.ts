export const inputClass =
  'mt-1 block w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2.5 text-parchment-100 placeholder:text-parchment-500 focus:border-ember-500 focus:outline-none focus:ring-2 focus:ring-ember-500/40 aria-invalid:border-red-500';

/** A sub-section heading inside the MailerLite panel. */
export const subHeading = 'text-sm font-semibold tracking-wide text-parchment-200 uppercase';
