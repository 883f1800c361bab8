import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2.5 text-parchment-100 placeholder:text-parchment-500 focus:border-ember-500 focus:outline-none focus:ring-2 focus:ring-ember-500/40 aria-invalid:border-red-500';

/** Ids of a field's hint and error, for `aria-describedby`. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * A labelled field: the label, the control (given by `children`, which must use `id` and
 * `describedBy`), a hint and the field's error message, both tied to the control.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-parchment-200">
        {label}
        {/* Screen readers hear "required" from the control's aria-required; this is for the eye. */}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-parchment-400">
            (required)
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs break-words text-parchment-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
