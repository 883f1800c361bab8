import { uiText } from '@content/ui-text';
import { tooltipAttributes } from '../../islands/chrome-attributes';
import { MailIcon } from './mail-icon';

const SIGN_UP_PATH = '/sign-up';

/**
 * docs/SPEC.md §2: the floating mailing-list button, a link to /sign-up (a plain page load: reader
 * pages are not an app), with its tooltip (islands/tooltips.ts).
 */
export function MailingListButton() {
  const label = uiText.newsletterPrompt.buttonAriaLabel;
  return (
    <a
      href={SIGN_UP_PATH}
      aria-label={label}
      {...tooltipAttributes(label, 'left')}
      className="pointer-events-auto grid size-12 place-items-center rounded-full bg-ember-600 text-white shadow-lg shadow-black/40 transition-colors hover:bg-ember-700"
    >
      <MailIcon className="size-5" />
    </a>
  );
}
