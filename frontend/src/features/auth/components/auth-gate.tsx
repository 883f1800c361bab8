import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setSessionEndedListener } from '../../../lib/auth-token';
import type { AuthUser } from '../amplify';
import { authNoticeQuery, authStatusQuery } from '../api';
import { useEndSession } from '../use-sign-out';
import { SignInForm } from './sign-in-form';

/** Shows the sign-in form until the author is signed in, then renders `children(user)`; a refused session comes back here with a message. */
export function AuthGate({ children }: { children: (user: AuthUser) => ReactNode }) {
  const status = useQuery(authStatusQuery());
  const notice = useQuery(authNoticeQuery());
  const endSession = useEndSession();

  useEffect(() => {
    setSessionEndedListener(endSession);
    return () => setSessionEndedListener(null);
  }, [endSession]);

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
  // Keyed by the notice, so a new message shows even if the form is already there.
  if (!status.data) return <SignInForm key={notice.data ?? ''} notice={notice.data} />;
  return children(status.data);
}
