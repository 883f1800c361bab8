import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * docs/SPEC.md §7/§8: a default read GETs the URL made by joining the query key parts with '/',
 * sends credentials, and turns a non-OK reply into `Error("<status>: <body or status text>")`.
 * A 401 is an error unless the query opts into `meta: { on401: 'returnNull' }`.
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal, meta }) => {
  const url = queryKey.map(String).join('/');
  const response = await fetch(url, { credentials: 'include', signal });
  if (response.status === 401 && meta?.on401 === 'returnNull') return null;
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response.json() as Promise<unknown>;
};

/** docs/SPEC.md §9: no retries, no refetch on focus, no polling, never stale, unused entries kept 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { on401?: 'throw' | 'returnNull' };
  }
}
