import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2.5 text-parchment-100 placeholder:text-parchment-500 focus:border-ember-500 focus:outline-none focus:ring-2 focus:ring-ember-500/40';

export const labelClass = 'block text-sm font-medium text-parchment-200';

export const linkButtonClass = 'text-sm text-ember-300 underline underline-offset-4 hover:text-ember-200';

/** The card every sign-in step is drawn in. */
export function AuthCard({
  id,
  title,
  intro,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="mx-auto w-full max-w-sm rounded-lg border border-ink-800 bg-ink-900/70 p-6 shadow-xl shadow-black/40"
    >
      <h1 id={`${id}-heading`} className="font-display text-2xl text-parchment-100">
        {title}
      </h1>
      <div className="mt-1 text-sm text-parchment-400">{intro}</div>
      {children}
    </form>
  );
}

/** A step's words: its card's title and intro, and its submit button's label (and while it is busy). */
type StepLink = { label: string; onClick: () => void };

export type AuthStepTexts = { title: string; intro: ReactNode; submit: string; busy: string };

/**
 * One step of signing in or of resetting the password, in its card: a notice, the step's fields,
 * its error, the submit button, and a link-like button to another step (`other`).
 */
export function AuthStep({
  id,
  texts,
  notice,
  onSubmit,
  mutation,
  refusal,
  other,
  children,
}: {
  id: string;
  texts: AuthStepTexts;
  notice?: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The step's request: its pending state and its error, which the step shows. */
  mutation: { isPending: boolean; error: Error | null };
  /** What the form refused before sending (shown in place of the request's error). */
  refusal?: string | null;
  /** Other ways from this step, as link-like buttons below it. */
  other?: StepLink | readonly StepLink[];
  children: ReactNode;
}) {
  return (
    <AuthCard id={id} title={texts.title} intro={texts.intro} onSubmit={onSubmit}>
      <FormNotice message={notice} />
      <div className="mt-6 space-y-4">{children}</div>
      <FormAlert message={refusal ?? mutation.error?.message} />
      <SubmitButton pending={mutation.isPending} label={texts.submit} pendingLabel={texts.busy} />
      {other ? (
        <div className="mt-4 flex flex-col items-start gap-2">
          {[other].flat().map((link) => (
            <button key={link.label} type="button" className={linkButtonClass} onClick={link.onClick}>
              {link.label}
            </button>
          ))}
        </div>
      ) : null}
    </AuthCard>
  );
}

export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-900/70 bg-red-950/50 px-3 py-2 text-sm text-red-200">
      {message}
    </p>
  );
}

export function FormNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-ember-700/60 bg-ember-950/40 px-3 py-2 text-sm text-parchment-100"
    >
      {message}
    </p>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="mt-6 w-full rounded-md bg-ember-600 px-4 py-2.5 font-medium text-white hover:bg-ember-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400 disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A text field with its label above it. */
export function Field({
  id,
  label,
  ...input
}: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}

/** The account's password, typed to sign in or to confirm a change. */
export function CurrentPasswordField({ id }: { id: string }) {
  return <Field id={id} label="Password" name="password" type="password" autoComplete="current-password" required />;
}

/** A one-time code of digits: the authenticator app's, or the one emailed to reset the password. */
export function CodeField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} name="code" inputMode="numeric" autoComplete="one-time-code" {...input} required />
  );
}

/** The 6-digit code of an authenticator app. */
export function TotpCodeField({ id, label = 'Authenticator code' }: { id: string; label?: string }) {
  return (
    <CodeField
      id={id}
      label={label}
      pattern="[0-9]{6}"
      maxLength={6}
      title="The 6 digits your authenticator app shows"
    />
  );
}

/** The field's value as typed (trimmed unless it is a password). */
export const fieldValue = (form: FormData, name: string, trim = true) => {
  const value = String(form.get(name) ?? '');
  return trim ? value.trim() : value;
};
