import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { answerTotpCode, chooseNewPassword, signInWithPassword, type SignInStep } from '../amplify';
import { authNoticeQuery, authStatusQuery } from '../api';
import { AuthStep, CurrentPasswordField, Field, fieldValue, TotpCodeField, type AuthStepTexts } from './form-parts';
import { NewPasswordFields, readNewPassword } from './new-password-fields';
import { PasswordReset } from './password-reset';
import { RecoverySignIn } from './recovery-codes';

type Step = 'password' | 'newPassword' | 'totpCode' | 'reset' | 'recovery';

/** The words of each step drawn here (the reset draws its own). */
const STEPS: Record<Exclude<Step, 'reset' | 'recovery'>, AuthStepTexts> = {
  password: { title: 'Author sign-in', intro: "For the site's author only.", submit: 'Sign in', busy: 'Signing in…' },
  newPassword: {
    title: 'Choose a new password',
    intro: 'This is your first sign-in: replace the temporary password with one of your own.',
    submit: 'Set password and sign in',
    busy: 'Saving…',
  },
  totpCode: {
    title: 'Two-factor sign-in',
    intro: 'Type the 6-digit code your authenticator app shows for this site.',
    submit: 'Verify',
    busy: 'Checking…',
  },
};

/**
 * The author's sign-in: email and password, then what Cognito asks next: a new password on the
 * first sign-in (the account was created with a temporary one), or the authenticator code once
 * two-factor sign-in is on. "Forgot password?" resets it with an emailed code; "Lost your phone?"
 * turns two-factor sign-in off with the password and a recovery code.
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
  if (step === 'recovery') return <RecoverySignIn onDone={restart} />;

  const other =
    step === 'password'
      ? { label: 'Forgot password?', onClick: () => setStep('reset') }
      : step === 'totpCode'
        ? [
            { label: 'Lost your phone? Use a recovery code', onClick: () => setStep('recovery') },
            { label: 'Start again', onClick: () => restart() },
          ]
        : undefined;
  return (
    // The password step's form is drawn afresh when Cognito's challenges (a new password, then a code) take over.
    <AuthStep
      key={step === 'password' ? 'sign-in' : 'challenge'}
      id={id}
      texts={STEPS[step]}
      notice={step === 'password' ? message : null}
      onSubmit={onSubmit}
      mutation={mutation}
      refusal={refusal}
      other={other}
    >
      {step === 'newPassword' ? (
        <NewPasswordFields id={id} />
      ) : step === 'totpCode' ? (
        <TotpCodeField id={`${id}-code`} />
      ) : (
        <>
          <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="username" required />
          <CurrentPasswordField id={`${id}-password`} />
        </>
      )}
    </AuthStep>
  );
}
