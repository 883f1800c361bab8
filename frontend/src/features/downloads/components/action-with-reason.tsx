import { useId, type ReactNode } from 'react';

/**
 * An action and, beside it, why it cannot be used yet (or nothing when it can). `children` gets
 * the id to give the button's `aria-describedby`, so screen readers hear the reason with it.
 */
export function ActionWithReason({
  reason,
  children,
}: {
  reason: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const reasonId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children(reason ? reasonId : undefined)}
      {reason ? (
        <span id={reasonId} className="text-sm text-parchment-400">
          {reason}
        </span>
      ) : null}
    </div>
  );
}
