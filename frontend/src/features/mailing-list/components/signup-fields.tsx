import { useId, type Ref } from 'react';
import { HONEYPOT_FIELD } from '@contract/mailing-list';
import type { useSignupForm } from './use-signup-form';

export type FieldTone = 'dark' | 'light';

const INPUT_TONES: Record<FieldTone, string> = {
  dark: 'border-ink-700 bg-ink-950 text-parchment-100 placeholder:text-parchment-500 focus:border-ember-500',
  light: 'border-parchment-400 bg-white text-ink-950 placeholder:text-parchment-500 focus:border-ember-600',
};
const LABEL_TONES: Record<FieldTone, string> = {
  dark: 'text-parchment-200',
  light: 'text-ink-900',
};

/** The texts of a sign-up form's name and email fields. */
export interface SignupFieldsText {
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
}

/** The fields every sign-up form shows: name, email (required) and the hidden honeypot. */
export function SignupFields({
  form,
  text,
  tone,
  nameAutoComplete,
  emailAutoFocus,
}: {
  form: ReturnType<typeof useSignupForm>;
  text: SignupFieldsText;
  tone?: FieldTone;
  nameAutoComplete: 'name' | 'given-name';
  emailAutoFocus?: boolean;
}) {
  return (
    <>
      <SignupField
        tone={tone}
        label={text.nameLabel}
        type="text"
        value={form.name}
        onChange={form.setName}
        placeholder={text.namePlaceholder}
        autoComplete={nameAutoComplete}
        disabled={form.pending}
      />
      <SignupField
        tone={tone}
        label={text.emailLabel}
        type="email"
        value={form.email}
        onChange={form.setEmail}
        placeholder={text.emailPlaceholder}
        autoComplete="email"
        required
        autoFocus={emailAutoFocus}
        disabled={form.pending}
        inputRef={form.emailRef}
      />
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
    </>
  );
}

/** A labelled text input of a sign-up form. */
export function SignupField({
  label,
  type,
  value,
  onChange,
  placeholder,
  autoComplete,
  required = false,
  autoFocus = false,
  disabled,
  tone = 'dark',
  inputRef,
}: {
  label: string;
  type: 'text' | 'email';
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: string;
  required?: boolean;
  autoFocus?: boolean;
  disabled: boolean;
  tone?: FieldTone;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`block text-sm font-medium ${LABEL_TONES[tone]}`}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={type === 'email' ? 'email' : 'name'}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={required}
        autoFocus={autoFocus}
        disabled={disabled}
        inputMode={type === 'email' ? 'email' : undefined}
        className={`mt-1.5 block w-full rounded-md border px-3 py-2.5 text-base outline-none disabled:opacity-60 ${INPUT_TONES[tone]}`}
      />
    </div>
  );
}

/**
 * The honeypot: a field people never see, skip with Tab, and screen readers ignore. Only bots
 * fill it in, and the server then quietly drops the sign-up.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
