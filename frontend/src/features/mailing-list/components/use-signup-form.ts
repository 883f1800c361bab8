import { useRef, useState, type FormEvent } from 'react';
import { uiText } from '@content/site';
import type { ReplyOf } from '@contract/routes';
import { toast } from '@frontend/components/toast';
import { useMailingListSignup, type SignupInput } from '../api';

/**
 * The state every sign-up form shares: the fields, the empty-email check (docs/SPEC.md §5: a toast,
 * then focus on the email field), and the one signup mutation.
 */
export function useSignupForm({
  source,
  readerMagnetId,
  role,
  emailRequiredDescription = uiText.signup.emailRequiredDescription,
  onSuccess,
  onError,
}: {
  source: SignupInput['source'];
  readerMagnetId?: SignupInput['readerMagnetId'];
  role?: SignupInput['role'];
  emailRequiredDescription?: string;
  onSuccess: (reply: ReplyOf<'mailingListSignup'>) => void;
  onError: (error: unknown) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const signup = useMailingListSignup();

  const reset = () => {
    setName('');
    setEmail('');
    setHoneypot('');
    signup.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    if (!email.trim()) {
      toast({ title: uiText.signup.emailRequiredTitle, description: emailRequiredDescription, variant: 'destructive' });
      emailRef.current?.focus();
      return;
    }
    signup.mutate({ email, name, source, honeypot, readerMagnetId, role }, { onSuccess, onError });
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
    pending: signup.isPending,
    onSubmit,
    reset,
  };
}
