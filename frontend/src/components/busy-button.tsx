import type { MouseEventHandler } from 'react';
import { buttonStyles } from './buttons';

/**
 * A button that starts something slow: disabled while it runs (or while `disabled`, nothing to
 * send), its label saying so. Without `onClick` it submits its form.
 */
export function BusyButton({
  busy,
  label,
  busyLabel,
  onClick,
  look = 'secondary',
  disabled = false,
  ariaLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  look?: keyof typeof buttonStyles;
  disabled?: boolean;
  /** Names the button where its label alone is ambiguous (one Save per key). */
  ariaLabel?: string;
}) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={busy || disabled}
      aria-label={ariaLabel}
      className={`${buttonStyles[look]} disabled:opacity-60`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
