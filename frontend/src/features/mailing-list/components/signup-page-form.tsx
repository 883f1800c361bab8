import { useEffect, useRef, useState } from 'react';
import { uiText } from '@content/ui-text';
import { signedUpHeading } from '@contract/mailing-list';
import { StrokeIcon } from '@frontend/components/icons/stroke-icon';
import { toast } from '@frontend/components/toast';
import { signupFailureText } from '../api';
import { SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

const text = uiText.signup;

/**
 * The sign-up page's form (docs/SPEC.md §2, §4): Join Now / Signing Up...; on success the You're In!
 * screen, whose Sign Up Another Email returns to an empty form. On failure the form stays and
 * a toast gives the server's message.
 */
export function SignupPageForm() {
  const [confirmation, setConfirmation] = useState<{ heading: string; message: string } | null>(null);
  // After "Sign Up Another Email", the keyboard continues in the email field of the fresh form.
  const [returned, setReturned] = useState(false);
  const form = useSignupForm({
    source: 'signup_page',
    onSuccess: (reply) =>
      setConfirmation({ heading: signedUpHeading(reply), message: reply.message || text.successText }),
    onError: (error) =>
      toast({ title: text.failedTitle, description: signupFailureText(error), variant: 'destructive' }),
  });

  if (confirmation !== null) {
    return (
      <SignedUp
        {...confirmation}
        onSignUpAnother={() => {
          form.reset();
          setReturned(true);
          setConfirmation(null);
        }}
      />
    );
  }

  return (
    <SignupForm
      form={form}
      fields={text}
      submit={text}
      nameAutoComplete="given-name"
      emailAutoFocus={returned}
      look={{
        spacing: 'space-y-5',
        button: 'bg-ember-600 text-white hover:bg-ember-700',
        consent: 'text-center text-parchment-400',
      }}
    />
  );
}

/** The signed-up screen (Check your inbox, or You're In! once subscribed); its heading takes focus so screen readers announce the change. */
function SignedUp({
  heading,
  message,
  onSignUpAnother,
}: {
  heading: string;
  message: string;
  onSignUpAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-ember-600/20 text-ember-300"
      >
        <StrokeIcon className="size-7" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </StrokeIcon>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 font-display text-3xl text-parchment-100 outline-none">
        {heading}
      </h2>
      <p className="mt-3 text-parchment-300">{message}</p>
      <button
        type="button"
        onClick={onSignUpAnother}
        className="mt-6 rounded-md border border-ember-600 px-5 py-2.5 text-sm font-medium text-ember-300 hover:bg-ember-600 hover:text-white"
      >
        {text.signUpAnother}
      </button>
    </div>
  );
}
