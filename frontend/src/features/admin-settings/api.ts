import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredKeyName } from '@contract/stored-keys';
import { callApi } from '@frontend/lib/api';
import { routeTable } from '@frontend/lib/route-table';
import { adminSettingsQuery } from '@frontend/lib/time-zone';

/** Whether each key is stored, and since when (never the key itself): keys start with the route's path, as every admin read. */
export const storedKeysQuery = () =>
  queryOptions({
    queryKey: [routeTable.getStoredKeys.path],
    queryFn: ({ signal }) => callApi('getStoredKeys', { signal }),
  });

/** Stores one key in place of the old; the list shows its new state at once. */
export function useSaveStoredKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: StoredKeyName; value: string }) =>
      callApi('putStoredKey', { body: { key, value } }),
    onSuccess: (saved) =>
      queryClient.setQueryData(storedKeysQuery().queryKey, (all) =>
        all ? { keys: all.keys.map((state) => (state.key === saved.key ? saved : state)) } : all,
      ),
  });
}

/** Saves her time zone; every figure counted in days is then counted afresh in it. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => callApi('putAdminSettings', { body: { timeZone } }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminSettingsQuery().queryKey, settings);
      await queryClient.invalidateQueries();
    },
  });
}
