import type { ReactNode } from 'react';

/**
 * A 24×24 line icon drawn in the text colour with round ends and joins; decorative (hidden from
 * screen readers: the control or text beside it names what it means). `children` are its paths.
 */
export function StrokeIcon({
  className,
  strokeWidth = '2',
  children,
}: {
  className?: string;
  strokeWidth?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
