import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AuthUser } from '../amplify';
import { authStatusQuery } from '../api';
import { SignInForm } from './sign-in-form';

/** Shows the sign-in form until the author is signed in, then renders `children(user)`. */
export function AuthGate({ children }: { children: (user: AuthUser) => ReactNode }) {
  const status = useQuery(authStatusQuery());

  if (status.isPending) {
    return (
      <p aria-live="polite" className="py-16 text-center text-parchment-400">
        Checking sign-in…
      </p>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-lg border border-red-900/70 bg-red-950/40 p-6 text-parchment-200">
        <p className="font-medium">The sign-in service could not be started.</p>
        <p className="mt-1 text-sm text-parchment-400">{status.error.message}</p>
        <button
          type="button"
          onClick={() => void status.refetch()}
          className="mt-4 rounded-md border border-parchment-400/40 px-4 py-2 text-sm hover:border-ember-500 hover:text-ember-300"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!status.data) return <SignInForm />;
  return children(status.data);
}
