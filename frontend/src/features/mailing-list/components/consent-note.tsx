import { uiText } from '@content/ui-text';
import { useAuthorName } from '@frontend/lib/site-content';

/** docs/SPEC.md §5: signing up means agreeing to receive emails; unsubscribing is possible at any time. */
export function ConsentNote({ className = '' }: { className?: string }) {
  return <p className={`text-xs ${className}`}>{uiText.signup.consent(useAuthorName())}</p>;
}
