import type { ReactNode } from 'react';
import { CheckboxField } from '@frontend/components/checkbox-field';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { valueAt } from '../form-paths';
import { Options } from '@frontend/components/options';

/**
 * What an editor's form is given: its values, each field's message, and the one way to change a
 * field, every field named by its path in the values (`retailLinks.1.url`).
 */
export interface FieldKit<V> {
  values: V;
  fieldId: (path: string) => string;
  error: (path: string) => string | undefined;
  set: (path: string, value: unknown) => void;
  /** A version shown from the history: every control is read-only. */
  readOnly: boolean;
}

export type TextFieldProps = {
  kit: FieldKit<unknown>;
  path: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /** A box of several lines: `rows` tall. */
  rows?: number;
  type?: 'text' | 'url' | 'email' | 'date';
  inputMode?: 'text' | 'url' | 'email' | 'decimal' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  /** Ids (her typed-in addresses) are not spell-checked or capitalised. */
  verbatim?: boolean;
};

/** A labelled text box or area, with its hint and its message tied to it. */
export function TextField({ kit, path, label, hint, required = false, rows, ...input }: TextFieldProps) {
  const id = kit.fieldId(path);
  const error = kit.error(path);
  const { verbatim, type = 'text', ...rest } = input;
  const shared = {
    id,
    name: path,
    value: String(valueAt(kit.values, path) ?? ''),
    onChange: (event: { target: { value: string } }) => kit.set(path, event.target.value),
    readOnly: kit.readOnly,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
    className: `${inputClass} read-only:border-ink-800 read-only:text-parchment-300`,
    ...(verbatim ? { autoCapitalize: 'none', spellCheck: false, autoComplete: 'off' } : {}),
  };
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {rows ? (
        <textarea rows={rows} maxLength={rest.maxLength} placeholder={rest.placeholder} {...shared} />
      ) : (
        <input type={type} {...rest} {...shared} />
      )}
    </FormField>
  );
}

export type ToggleFieldProps = { kit: FieldKit<unknown>; path: string; label: string; hint: string };

/** An on/off choice of the piece (a link hidden, a book sold direct). */
export function ToggleField({ kit, path, label, hint }: ToggleFieldProps) {
  return (
    <CheckboxField
      id={kit.fieldId(path)}
      checked={valueAt(kit.values, path) === true}
      onChange={(checked) => kit.set(path, checked)}
      label={label}
      hint={hint}
      disabled={kit.readOnly}
    />
  );
}

/** A group of fields under its legend (a social link, an About section). */
export function FieldGroup({
  legend,
  children,
  actions,
}: {
  legend: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-ink-800 p-4">
      <legend className="px-1 font-display text-lg text-parchment-100">{legend}</legend>
      {children}
      {actions}
    </fieldset>
  );
}

export type SelectFieldProps = {
  kit: FieldKit<unknown>;
  path: string;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled choice among a few options (a format, a series). */
export function SelectField({ kit, path, label, hint, options }: SelectFieldProps) {
  const id = kit.fieldId(path);
  const error = kit.error(path);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={path}
        value={String(valueAt(kit.values, path) ?? '')}
        disabled={kit.readOnly}
        onChange={(event) => kit.set(path, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={`${inputClass} min-h-11`}
      >
        <Options choices={options} />
      </select>
    </FormField>
  );
}
