import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { answerTotpCode, chooseNewPassword, signInWithPassword, type SignInStep } from '../amplify';
import { authNoticeQuery, authStatusQuery } from '../api';
import {
  AuthCard,
  Field,
  fieldValue,
  FormAlert,
  FormNotice,
  linkButtonClass,
  SubmitButton,
  TotpCodeField,
} from './form-parts';
import { NewPasswordFields, readNewPassword } from './new-password-fields';
import { PasswordReset } from './password-reset';

type Step = 'password' | 'newPassword' | 'totpCode' | 'reset';

/**
 * The author's sign-in: email and password, then what Cognito asks next: a new password on the
 * first sign-in (the account was created with a temporary one), or the authenticator code once
 * two-factor sign-in is on. "Forgot password?" resets it with an emailed code.
 */
export function SignInForm({ notice }: { notice?: string | null }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [step, setStep] = useState<Step>('password');
  const [message, setMessage] = useState<string | null>(notice ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const advance = (next: SignInStep) => {
    setRefusal(null);
    if (next.step === 'done') {
      queryClient.setQueryData(authNoticeQuery().queryKey, null);
      queryClient.setQueryData(authStatusQuery().queryKey, next.user);
    } else {
      setMessage(null);
      setStep(next.step);
    }
  };
  const mutation = useMutation({
    mutationFn: (run: () => Promise<SignInStep>) => run(),
    onSuccess: advance,
    onMutate: () => setRefusal(null),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (step === 'password') {
      const email = fieldValue(form, 'email');
      mutation.mutate(() => signInWithPassword(email, fieldValue(form, 'password', false)));
    } else if (step === 'newPassword') {
      const read = readNewPassword(form);
      if ('refusal' in read) return setRefusal(read.refusal);
      mutation.mutate(() => chooseNewPassword(read.password));
    } else if (step === 'totpCode') {
      mutation.mutate(() => answerTotpCode(fieldValue(form, 'code')));
    }
  }

  const restart = (next: string | null = null) => {
    mutation.reset();
    setRefusal(null);
    setMessage(next);
    setStep('password');
  };

  if (step === 'reset') return <PasswordReset onDone={restart} />;

  const error = refusal ?? (mutation.isError ? mutation.error.message : null);
  const pending = mutation.isPending;
  if (step === 'newPassword') {
    return (
      <AuthCard
        id={id}
        title="Choose a new password"
        intro="This is your first sign-in: replace the temporary password with one of your own."
        onSubmit={onSubmit}
      >
        <div className="mt-6 space-y-4">
          <NewPasswordFields id={id} />
        </div>
        <FormAlert message={error} />
        <SubmitButton pending={pending} label="Set password and sign in" pendingLabel="Saving…" />
      </AuthCard>
    );
  }
  if (step === 'totpCode') {
    return (
      <AuthCard
        id={id}
        title="Two-factor sign-in"
        intro="Type the 6-digit code your authenticator app shows for this site."
        onSubmit={onSubmit}
      >
        <div className="mt-6 space-y-4">
          <TotpCodeField id={`${id}-code`} />
        </div>
        <FormAlert message={error} />
        <SubmitButton pending={pending} label="Verify" pendingLabel="Checking…" />
        <button type="button" className={`mt-4 ${linkButtonClass}`} onClick={() => restart()}>
          Start again
        </button>
      </AuthCard>
    );
  }
  return (
    <AuthCard id={id} title="Author sign-in" intro="For the site's author only." onSubmit={onSubmit}>
      <FormNotice message={message} />
      <div className="mt-6 space-y-4">
        <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="username" required />
        <Field
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <FormAlert message={error} />
      <SubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" />
      <button type="button" className={`mt-4 ${linkButtonClass}`} onClick={() => setStep('reset')}>
        Forgot password?
      </button>
    </AuthCard>
  );
}
