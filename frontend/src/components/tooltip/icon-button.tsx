import type { ReactNode } from 'react';
import { tooltipAttributes, type TooltipSide } from '../../islands/chrome-attributes';

/**
 * A button drawn as an icon alone: `label` is its accessible name (aria-label) and the tooltip that
 * shows it on hover or keyboard focus (islands/tooltips.ts). What it does is the chrome's plain
 * script's, found by the data attribute in `marker` (islands/chrome-attributes.ts).
 */
export function IconButton({
  label,
  side,
  marker,
  hidden,
  className,
  children,
}: {
  label: string;
  side?: TooltipSide;
  marker: string;
  hidden?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      hidden={hidden}
      {...tooltipAttributes(label, side)}
      {...{ [marker]: '' }}
      className={className}
    >
      {children}
    </button>
  );
}
