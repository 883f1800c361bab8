import { useEffect, useRef, useState, type FormEvent } from 'react';
import { uiText } from '@content/ui-text';
import type { ReplyOf } from '@contract/routes';
import { dismissToast, toast } from '@frontend/components/toast';
import { ApiError } from '@frontend/lib/api';
import { useMailingListSignup, type SignupInput } from '../api';

/** The server's words about the email field, when its refusal was about that field alone. */
function emailIssueOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.issues?.length !== 1) return null;
  const [issue] = error.issues;
  return issue!.path === 'email' ? issue!.message : null;
}

/**
 * The state every sign-up form shares: the fields, the empty-email check (docs/SPEC.md §5: a toast,
 * then focus on the email field), and the one signup mutation. A problem with the address is shown
 * under the email field (`emailError`), where it concerns; a new try or a success first clears
 * every earlier message, so a failure never stands beside a success.
 */
export function useSignupForm({
  source,
  readerMagnetId,
  role,
  newsletter,
  emailRequiredDescription = uiText.signup.emailRequiredDescription,
  onSuccess,
  onError,
}: {
  source: SignupInput['source'];
  readerMagnetId?: SignupInput['readerMagnetId'];
  role?: SignupInput['role'];
  newsletter?: SignupInput['newsletter'];
  emailRequiredDescription?: string;
  onSuccess: (reply: ReplyOf<'mailingListSignup'>) => void;
  onError: (error: unknown) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const signup = useMailingListSignup();
  // The field takes focus once it is enabled again after the refused send.
  useEffect(() => {
    if (emailError && !signup.isPending) emailRef.current?.focus();
  }, [emailError, signup.isPending]);

  const reset = () => {
    setName('');
    setEmail('');
    setHoneypot('');
    setEmailError(null);
    signup.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    dismissToast();
    if (!email.trim()) {
      setEmailError(emailRequiredDescription);
      toast({ title: uiText.signup.emailRequiredTitle, description: emailRequiredDescription, variant: 'destructive' });
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    signup.mutate(
      { email, name, source, honeypot, readerMagnetId, role, newsletter },
      {
        onSuccess: (reply) => {
          dismissToast();
          onSuccess(reply);
        },
        onError: (error) => {
          const issue = emailIssueOf(error);
          if (issue === null) return onError(error);
          setEmailError(issue);
        },
      },
    );
  };

  return {
    source,
    name,
    setName,
    email,
    setEmail,
    honeypot,
    setHoneypot,
    emailRef,
    emailError,
    pending: signup.isPending,
    onSubmit,
    reset,
  };
}
