import { passwordPolicyRefusal, passwordPolicyText } from '@contract/password-policy';
import { Field, fieldValue } from './form-parts';

/** The password, then the same again; the first is described by the policy above it. */
const NEW_PASSWORD_FIELDS = [
  { suffix: 'new', label: 'New password', name: 'newPassword', described: true },
  { suffix: 'repeat', label: 'Repeat the new password', name: 'repeatPassword', described: false },
] as const;

/** A new password typed twice, with the pool's policy shown above it (the same declaration the user pool uses). */
export function NewPasswordFields({ id }: { id: string }) {
  return (
    <>
      <p id={`${id}-policy`} className="text-sm text-parchment-300">
        {passwordPolicyText()}
      </p>
      {NEW_PASSWORD_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`${id}-${field.suffix}`}
          label={field.label}
          name={field.name}
          type="password"
          autoComplete="new-password"
          {...(field.described ? { 'aria-describedby': `${id}-policy` } : {})}
          required
        />
      ))}
    </>
  );
}

/** The new password, or the sentence saying why it cannot be sent (checked before Cognito sees it). */
export function readNewPassword(form: FormData): { password: string } | { refusal: string } {
  const password = fieldValue(form, 'newPassword', false);
  const refusal = passwordPolicyRefusal(password);
  if (refusal) return { refusal: `${refusal} ${passwordPolicyText()}` };
  if (password !== fieldValue(form, 'repeatPassword', false)) return { refusal: 'The two passwords are not the same.' };
  return { password };
}
