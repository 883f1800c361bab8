import type { ReactNode } from 'react';

/**
 * A checkbox the author ticks to change how something works: its label beside it, a hint below
 * that says what it does (tied to the box with aria-describedby), a target at least 44 px tall.
 * `children` follows the hint (an error of the change, say).
 */
export function CheckboxField({
  id,
  checked,
  onChange,
  label,
  hint,
  disabled = false,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: ReactNode;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-sm text-parchment-200">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="size-5 shrink-0 accent-ember-600"
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-parchment-400">
        {hint}
      </p>
      {children}
    </div>
  );
}
