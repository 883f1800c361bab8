import type { MouseEventHandler } from 'react';
import { buttonStyles } from './buttons';

/** A button that starts something slow: disabled while it runs, its label saying so. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  onClick,
  look = 'secondary',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  look?: keyof typeof buttonStyles;
}) {
  return (
    <button type="button" onClick={onClick} disabled={busy} className={`${buttonStyles[look]} disabled:opacity-60`}>
      {busy ? busyLabel : label}
    </button>
  );
}
