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

/** The author as the API sees the access token: proves the token is accepted. */
export const adminSessionQuery = () =>
  queryOptions({
    queryKey: [routeTable.getAdminSession.path],
    queryFn: ({ signal }) => callApi('getAdminSession', { signal }),
  });
