import { StrokeIcon } from '../icons/stroke-icon';

/** An envelope, for links and buttons about the mailing list (decorative: the control names itself). */
export function MailIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </StrokeIcon>
  );
}
