import { StrokeIcon } from '@frontend/components/icons/stroke-icon';

/** The submit button: its pending label while the request runs, disabled so nobody sends twice. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-md px-5 py-3 font-medium transition-colors disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? (
        <StrokeIcon className="size-4 animate-spin" strokeWidth="3">
          <path d="M12 3a9 9 0 1 0 9 9" />
        </StrokeIcon>
      ) : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
