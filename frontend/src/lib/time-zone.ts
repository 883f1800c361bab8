import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@contract/time-zone';
import { callApi } from './api';
import { routeTable } from './route-table';

/** The author's settings (the Account page): the time zone every day the admin counts is a day of. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: [routeTable.getAdminSettings.path],
    queryFn: ({ signal }) => callApi('getAdminSettings', { signal }),
    staleTime: 5 * 60_000,
  });

/** The author's time zone, Ontario's until her settings have loaded (it is Ontario's unless she changed it). */
export function useAuthorTimeZone(): string {
  return useQuery(adminSettingsQuery()).data?.timeZone ?? DEFAULT_TIME_ZONE;
}
