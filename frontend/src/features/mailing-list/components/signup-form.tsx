import type { ReactNode } from 'react';
import { routeTable } from '@frontend/lib/route-table';
import { ConsentNote } from './consent-note';
import { SignupFields, type FieldTone, type SignupFieldsText } from './signup-fields';
import { SubmitButton } from './submit-button';
import type { useSignupForm } from './use-signup-form';

/** How one sign-up form looks where it stands: its spacing and the colours of its button and consent note. */
export interface SignupFormLook {
  spacing: string;
  button: string;
  consent: string;
}

/**
 * A sign-up form: the fields, the submit button and the consent note. The page form, the prompt's
 * modal and the Dream Team form differ only in their texts and look. Until the app starts (and
 * without JavaScript) it is a native POST to the sign-up route, which answers a page; once the
 * app runs, `onSubmit` keeps it on the page and posts JSON.
 */
export function SignupForm({
  form,
  fields,
  submit,
  look,
  tone,
  nameAutoComplete,
  emailAutoFocus,
  children,
}: {
  form: ReturnType<typeof useSignupForm>;
  fields: SignupFieldsText;
  submit: { submit: string; submitting: string };
  look: SignupFormLook;
  tone?: FieldTone;
  nameAutoComplete: 'name' | 'given-name';
  emailAutoFocus?: boolean;
  /** Fields of this form alone, after the name and email (the Dream Team's role). */
  children?: ReactNode;
}) {
  return (
    <form
      method="post"
      action={routeTable.mailingListSignup.path}
      onSubmit={form.onSubmit}
      noValidate
      className={`relative ${look.spacing}`}
    >
      <input type="hidden" name="source" value={form.source} />
      <SignupFields
        form={form}
        text={fields}
        tone={tone}
        nameAutoComplete={nameAutoComplete}
        emailAutoFocus={emailAutoFocus}
      />
      {children}
      <SubmitButton
        pending={form.pending}
        label={submit.submit}
        pendingLabel={submit.submitting}
        className={look.button}
      />
      <ConsentNote className={look.consent} />
    </form>
  );
}
