import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/** The account's groups, read when the author asks (without a key the route answers 503 with its reason). */
export const mailerLiteGroupsQuery = () =>
  queryOptions({
    queryKey: [routeTable.listMailerLiteGroups.path],
    queryFn: ({ signal }) => callApi('listMailerLiteGroups', { signal }),
    enabled: false,
  });

export const syncVoraciousReaders = () => callApi('syncVoraciousReaders');

export const addMailerLiteSubscriber = (email: string) => callApi('addMailerLiteSubscriber', { body: { email } });

/** The server's message when it sent one (such as MailerLite not being connected), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  const serverMessage = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : fallback;
}
