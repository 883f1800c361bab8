import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { signInWithPassword } from '../amplify';
import { authStatusQuery } from '../api';

const inputClass =
  'mt-1 block w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2.5 text-parchment-100 placeholder:text-parchment-500 focus:border-ember-500 focus:outline-none focus:ring-2 focus:ring-ember-500/40';

export function SignInForm() {
  const queryClient = useQueryClient();
  const id = useId();
  const signInMutation = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signInWithPassword(email, password),
    onSuccess: (user) => queryClient.setQueryData(authStatusQuery().queryKey, user),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signInMutation.mutate({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
  }

  const pending = signInMutation.isPending;
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="mx-auto w-full max-w-sm rounded-lg border border-ink-800 bg-ink-900/70 p-6 shadow-xl shadow-black/40"
    >
      <h1 id={`${id}-heading`} className="font-display text-2xl text-parchment-100">
        Author sign-in
      </h1>
      <p className="mt-1 text-sm text-parchment-400">For the site's author only.</p>
      <div className="mt-6 space-y-4">
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-parchment-200">
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-parchment-200">
            Password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </div>
      </div>
      {signInMutation.isError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-900/70 bg-red-950/50 px-3 py-2 text-sm text-red-200">
          {signInMutation.error.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        aria-disabled={pending}
        className="mt-6 w-full rounded-md bg-ember-600 px-4 py-2.5 font-medium text-white hover:bg-ember-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
