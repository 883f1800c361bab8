import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutAuthor } from './amplify';
import { adminSessionQuery, authStatusQuery } from './api';

/** Signs out and forgets everything fetched for the author, which brings back the sign-in form. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutAuthor,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: adminSessionQuery().queryKey });
      queryClient.setQueryData(authStatusQuery().queryKey, null);
    },
  });
}
