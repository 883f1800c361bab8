import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetSession, signOutEverywhere } from './amplify';
import { adminSessionQuery, authNoticeQuery, authStatusQuery } from './api';

/** Back to the sign-in form: forgets everything fetched for the author, with a message for the form. */
export function useShowSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (notice: string | null) => {
      queryClient.removeQueries({ queryKey: adminSessionQuery().queryKey });
      queryClient.setQueryData(authNoticeQuery().queryKey, notice);
      queryClient.setQueryData(authStatusQuery().queryKey, null);
    },
    [queryClient],
  );
}

/** Signs out on every device (global sign-out), which brings back the sign-in form. */
export function useSignOut() {
  const showSignIn = useShowSignIn();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSettled: () => showSignIn(null),
  });
}

/** The API or Cognito refused the session: forget this browser's tokens and say so on the sign-in form. */
export function useEndSession() {
  const showSignIn = useShowSignIn();
  return useCallback(
    (message: string) => {
      void forgetSession().finally(() => showSignIn(message));
    },
    [showSignIn],
  );
}
