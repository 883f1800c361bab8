import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';
import { initAuth } from './amplify';

/** The browser's own view of the sign-in: configures Amplify on first use. */
export const authStatusQuery = () =>
  queryOptions({
    queryKey: ['auth', 'status'],
    queryFn: () => initAuth(),
  });

/** Why the author is back at the sign-in form (the session ended, the password was changed), if anything to say. */
export const authNoticeQuery = () =>
  queryOptions({
    queryKey: ['auth', 'notice'],
    queryFn: (): string | null => null,
    staleTime: Infinity,
  });

/** The author as the API sees the access token: proves the token is accepted, and says whether two-factor sign-in is on. */
export const adminSessionQuery = () =>
  queryOptions({
    queryKey: [routeTable.getAdminSession.path],
    queryFn: ({ signal }) => callApi('getAdminSession', { signal }),
  });

/** How many recovery codes are left, and when they were made. */
export const recoveryCodesQuery = () =>
  queryOptions({
    queryKey: [routeTable.getRecoveryCodes.path],
    queryFn: ({ signal }) => callApi('getRecoveryCodes', { signal }),
  });
