/**
 * The attributes the site chrome's HTML carries for its plain scripts (islands/chrome.ts): React
 * writes them (at the prerender, and in the app), the scripts find the controls by them.
 */
export const CHROME_ATTRIBUTES = {
  /** A control's hint, shown as its tooltip; the control names itself with the same words (aria-label). */
  tooltip: 'data-tooltip',
  /** Where the hint shows beside its control: top (the default), right, bottom or left. */
  tooltipSide: 'data-tooltip-side',
  backToTop: 'data-back-to-top',
  /** The newsletter prompt, hidden for good once dismissed. */
  newsletterPrompt: 'data-newsletter-prompt',
  newsletterPromptDismiss: 'data-newsletter-prompt-dismiss',
} as const;

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

/** The attributes that give a control its tooltip. */
export const tooltipAttributes = (label: string, side: TooltipSide = 'top') => ({
  [CHROME_ATTRIBUTES.tooltip]: label,
  [CHROME_ATTRIBUTES.tooltipSide]: side,
});
