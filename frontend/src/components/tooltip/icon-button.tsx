import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Tooltip } from './tooltip';

/**
 * A button drawn as an icon alone: `label` is its accessible name (aria-label) and the tooltip that
 * shows it on hover or keyboard focus.
 */
export function IconButton({
  label,
  side,
  onClick,
  className,
  children,
}: {
  label: string;
  side?: ComponentProps<typeof Tooltip>['side'];
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label} side={side}>
      <button type="button" onClick={onClick} aria-label={label} className={className}>
        {children}
      </button>
    </Tooltip>
  );
}
