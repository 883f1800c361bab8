import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { finishPasswordReset, requestPasswordReset } from '../amplify';
import { AuthCard, Field, fieldValue, FormAlert, FormNotice, linkButtonClass, SubmitButton } from './form-parts';
import { NewPasswordFields, readNewPassword } from './new-password-fields';

/** "Forgot password?": Cognito emails a code (ForgotPassword), then the code and a new password set it (ConfirmForgotPassword). */
export function PasswordReset({ onDone }: { onDone: (message: string | null) => void }) {
  const id = useId();
  const [email, setEmail] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address).then(() => address),
    onSuccess: setEmail,
  });
  const confirm = useMutation({
    mutationFn: (input: { code: string; password: string }) => finishPasswordReset(email!, input.code, input.password),
    onSuccess: () => onDone('Your password was changed. Sign in with the new one.'),
  });
  const back = (
    <button type="button" className={`mt-4 ${linkButtonClass}`} onClick={() => onDone(null)}>
      Back to sign-in
    </button>
  );

  if (!email) {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      send.mutate(fieldValue(new FormData(event.currentTarget), 'email'));
    };
    return (
      <AuthCard
        id={id}
        title="Reset your password"
        intro="We will email a code to the author's address."
        onSubmit={onSubmit}
      >
        <div className="mt-6 space-y-4">
          <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="username" required />
        </div>
        <FormAlert message={send.isError ? send.error.message : null} />
        <SubmitButton pending={send.isPending} label="Email me a code" pendingLabel="Sending…" />
        {back}
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = readNewPassword(form);
    if ('refusal' in read) return setRefusal(read.refusal);
    setRefusal(null);
    confirm.mutate({ code: fieldValue(form, 'code'), password: read.password });
  };
  return (
    <AuthCard
      id={id}
      title="Set a new password"
      intro={`If ${email} is the author's address, a code is on its way to it.`}
      onSubmit={onSubmit}
    >
      <FormNotice message="Type the code from the email and choose a new password." />
      <div className="mt-6 space-y-4">
        <Field
          id={`${id}-code`}
          label="Code from the email"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
        <NewPasswordFields id={id} />
      </div>
      <FormAlert message={refusal ?? (confirm.isError ? confirm.error.message : null)} />
      <SubmitButton pending={confirm.isPending} label="Set new password" pendingLabel="Saving…" />
      {back}
    </AuthCard>
  );
}
