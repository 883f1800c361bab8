import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setSessionEndedListener } from '@frontend/lib/auth-token';
import type { AuthUser } from '../amplify';
import { authNoticeQuery, authStatusQuery } from '../api';
import { useEndSession } from '../use-sign-out';
import { SignInForm } from './sign-in-form';
import { QueryLoadError, QueryState } from '@frontend/components/query-state';

/**
 * Shows the sign-in form until the author is signed in, then renders `children(user)`; a refused
 * session comes back here with a message. What shows before sign-in (the check, the form) is set in
 * `signedOut`, the page's frame for it.
 */
export function AuthGate({
  children,
  signedOut = (content) => content,
}: {
  children: (user: AuthUser) => ReactNode;
  signedOut?: (content: ReactNode) => ReactNode;
}) {
  const status = useQuery(authStatusQuery());
  const notice = useQuery(authNoticeQuery());
  const endSession = useEndSession();

  useEffect(() => {
    setSessionEndedListener(endSession);
    return () => setSessionEndedListener(null);
  }, [endSession]);

  return (
    <QueryState
      query={status}
      pending={signedOut(
        <p aria-live="polite" className="py-16 text-center text-parchment-400">
          Checking sign-in…
        </p>,
      )}
      error={() =>
        signedOut(
          <QueryLoadError
            query={status}
            className="mx-auto max-w-md"
            title="The sign-in service could not be started."
          />,
        )
      }
    >
      {(user) =>
        // Keyed by the notice, so a new message shows even if the form is already there.
        user ? children(user) : signedOut(<SignInForm key={notice.data ?? ''} notice={notice.data} />)
      }
    </QueryState>
  );
}
