import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { finishPasswordReset, requestPasswordReset } from '../amplify';
import { AuthStep, CodeField, Field, fieldValue, type AuthStepTexts } from './form-parts';
import { NewPasswordFields, readNewPassword } from './new-password-fields';

const EMAIL_STEP: AuthStepTexts = {
  title: 'Reset your password',
  intro: "We will email a code to the author's address.",
  submit: 'Email me a code',
  busy: 'Sending…',
};

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
  const back = { label: 'Back to sign-in', onClick: () => onDone(null) };

  if (!email) {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      send.mutate(fieldValue(new FormData(event.currentTarget), 'email'));
    };
    return (
      <AuthStep key="email" id={id} texts={EMAIL_STEP} onSubmit={onSubmit} mutation={send} other={back}>
        <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="username" required />
      </AuthStep>
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
  const codeStep = {
    title: 'Set a new password',
    intro: `If ${email} is the author's address, a code is on its way to it.`,
    submit: 'Set new password',
    busy: 'Saving…',
  };
  // Its own form (key), not the email step's redrawn.
  return (
    <AuthStep
      key="code"
      id={id}
      texts={codeStep}
      notice="Type the code from the email and choose a new password."
      onSubmit={onSubmit}
      mutation={confirm}
      refusal={refusal}
      other={back}
    >
      <CodeField id={`${id}-code`} label="Code from the email" />
      <NewPasswordFields id={id} />
    </AuthStep>
  );
}
