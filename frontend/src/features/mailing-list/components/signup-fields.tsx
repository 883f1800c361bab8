import { useId } from 'react';
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

/** A field the server or the form refused: its border, and its words under it. */
const ERROR_BORDER = 'border-red-500';
const ERROR_TONES: Record<FieldTone, string> = {
  dark: 'text-red-300',
  light: 'text-red-800',
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
      <SignupField field="name" form={form} text={text} tone={tone} autoComplete={nameAutoComplete} />
      <SignupField field="email" form={form} text={text} tone={tone} autoComplete="email" autoFocus={emailAutoFocus} />
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
    </>
  );
}

/**
 * The labelled name or email input of a sign-up form: its texts, value and setter are the form's
 * `field`. The email is the required one (marked *), the one that gets focus back after an empty submit.
 */
function SignupField({
  field,
  form,
  text,
  tone = 'dark',
  autoComplete,
  autoFocus = false,
}: {
  field: 'name' | 'email';
  form: ReturnType<typeof useSignupForm>;
  text: SignupFieldsText;
  tone?: FieldTone;
  autoComplete: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const email = field === 'email';
  const setValue = email ? form.setEmail : form.setName;
  const error = email ? form.emailError : null;
  return (
    <div>
      <label htmlFor={id} className={`block text-sm font-medium ${LABEL_TONES[tone]}`}>
        {text[`${field}Label`]}
        {email ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={email ? form.emailRef : undefined}
        id={id}
        name={field}
        type={email ? 'email' : 'text'}
        value={form[field]}
        onChange={(event) => setValue(event.target.value)}
        placeholder={text[`${field}Placeholder`]}
        autoComplete={autoComplete}
        required={email}
        autoFocus={autoFocus}
        disabled={form.pending}
        inputMode={email ? 'email' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 block w-full rounded-md border px-3 py-2.5 text-base outline-none disabled:opacity-60 ${INPUT_TONES[tone]} ${error ? ERROR_BORDER : ''}`}
      />
      {error ? (
        <p id={`${id}-error`} className={`mt-1.5 text-sm ${ERROR_TONES[tone]}`}>
          {error}
        </p>
      ) : null}
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
