import { StrokeIcon } from './stroke-icon';

/** A cross, for the buttons that close or dismiss something (they name themselves with an aria-label). */
export function CloseIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
