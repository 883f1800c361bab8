import { buttonStyles } from './buttons';

/**
 * What a list or page shows when its data could not be loaded: the reason and a Try again button
 * (busy while the retry runs). `role="alert"` announces it to screen readers.
 */
export function LoadError({
  title,
  detail,
  onRetry,
  retrying,
  className = '',
}: {
  title: string;
  detail: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`rounded-lg border border-red-900/70 bg-red-950/40 p-6 text-parchment-200 ${className}`}
    >
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-parchment-400">{detail}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={`mt-4 ${buttonStyles.secondary} disabled:opacity-60`}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
