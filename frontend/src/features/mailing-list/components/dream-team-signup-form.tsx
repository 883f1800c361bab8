import { useEffect, useRef, useState } from 'react';
import { DREAM_TEAM_FORM, DREAM_TEAM_TOASTS, DREAM_TEAM_WELCOME } from '@content/pages/dream-team';
import { DEFAULT_ARC_ROLE, SIGNUP_SOURCE_DREAM_TEAM, type ArcRole } from '@contract/constants';
import { RoleChoice } from './role-choice';
import { toast } from '@frontend/components/toast';
import { SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

/**
 * The Dream Team form (docs/SPEC.md §2, §4, §8): payload source dream_team and readerMagnetId null, the
 * role the applicant asks for (the sign-up is their application) and, only if ticked, the newsletter; on
 * success the form is replaced by the green welcome message; any failure shows the fixed error
 * toast (the reply's body is not read) and the form stays for another try. The welcome's words are
 * hers (`page/dream-team`): the island's props carry them.
 */
export function DreamTeamSignupForm({ welcome }: { welcome: readonly string[] }) {
  const text = DREAM_TEAM_FORM;
  const toasts = DREAM_TEAM_TOASTS;
  const [joined, setJoined] = useState(false);
  const [role, setRole] = useState<ArcRole>(DEFAULT_ARC_ROLE);
  const [newsletter, setNewsletter] = useState(false);
  const form = useSignupForm({
    source: SIGNUP_SOURCE_DREAM_TEAM,
    readerMagnetId: null,
    role,
    newsletter,
    emailRequiredDescription: toasts.emailRequiredDescription,
    onSuccess: () => {
      setJoined(true);
      toast({ title: toasts.successTitle, description: toasts.successDescription });
    },
    onError: () => toast({ title: toasts.errorTitle, description: toasts.errorDescription, variant: 'destructive' }),
  });

  if (joined) return <Welcome paragraphs={welcome} />;

  return (
    <SignupForm
      form={form}
      fields={text}
      submit={text}
      tone="light"
      nameAutoComplete="name"
      look={{
        spacing: 'space-y-5',
        button: 'bg-ember-700 text-white hover:bg-ember-600',
        consent: 'text-center text-ink-700',
      }}
    >
      <RoleChoice legend={text.roleLegend} value={role} onChange={setRole} />
      <label className="flex min-h-11 items-center gap-2 text-ink-900">
        <input
          type="checkbox"
          name="newsletter"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
          className="size-5 shrink-0 accent-ember-700 [color-scheme:light]"
        />
        {text.newsletterLabel}
      </label>
    </SignupForm>
  );
}

/** The green welcome message that replaces the form; it takes focus so the change is announced. */
function Welcome({ paragraphs }: { paragraphs: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-6 text-green-900 outline-none"
    >
      <h3 className="font-display text-2xl text-green-900">{DREAM_TEAM_WELCOME}</h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
