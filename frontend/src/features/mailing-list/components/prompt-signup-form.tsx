import { uiText } from '@content/ui-text';
import { toast } from '@frontend/components/toast';
import { signupFailureText } from '../api';
import { SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

const text = uiText.newsletterPrompt;
const fields = uiText.signup;

/**
 * The newsletter prompt's modal form (docs/SPEC.md §4): Join Now / Joining...; on success a toast
 * (Check your inbox while the reader has to confirm, Welcome! once subscribed), cleared fields and `onSignedUp` (which closes the modal and dismisses the prompt).
 */
export function PromptSignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useSignupForm({
    source: 'newsletter_prompt',
    onSuccess: (reply) => {
      toast({
        title: reply.confirmationRequired ? text.pendingTitle : text.successTitle,
        description: reply.message || text.successDescription,
      });
      form.reset();
      onSignedUp();
    },
    onError: (error) =>
      toast({ title: fields.failedTitle, description: signupFailureText(error), variant: 'destructive' }),
  });

  return (
    <SignupForm
      form={form}
      fields={fields}
      submit={text}
      nameAutoComplete="given-name"
      look={{
        spacing: 'space-y-4',
        button: 'bg-ember-600 text-white hover:bg-ember-700',
        consent: 'text-parchment-400',
      }}
    />
  );
}
