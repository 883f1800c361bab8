import { queryOptions } from '@tanstack/react-query';
import { EBOOK_FILENAME } from '@contract/constants';
import { callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/** The address the file test makes its throwaway link for (docs/SPEC.md §7: generate a link, then HEAD it). */
export const FILE_TEST_ADDRESS = 'test@example.com';

/**
 * The Voracious Readers (`GET /api/voracious-readers-subscribers`): confirmed, not unsubscribed.
 * Read on demand by the campaign's "Load subscribers" step and on arrival by the send-emails page.
 */
export const voraciousReadersQuery = () =>
  queryOptions({
    queryKey: [routeTable.listVoraciousReaders.path],
    queryFn: ({ signal }) => callApi('listVoraciousReaders', { signal }),
  });

/** What the download endpoint's HEAD says about the ebook (docs/SPEC.md §4: unknown, then ready or not found). */
export type FileTestOutcome = 'ready' | 'missing' | 'setup-issue';

/**
 * The availability test: a link for a test address, then a HEAD request to it, which answers
 * 200 when the file is in storage and 404 when it is not (and counts no download). Throws when
 * the link cannot be made or the request cannot be sent.
 */
export async function testEbookFile(): Promise<FileTestOutcome> {
  const link = await callApi('generateDownloadLink', { body: { email: FILE_TEST_ADDRESS, filename: EBOOK_FILENAME } });
  // The link names the readers' origin; the admin has its own, which serves the same API: the
  // path alone asks it there, with no cross-origin request.
  const { pathname } = new URL(link.downloadUrl);
  const response = await fetch(pathname, { method: 'HEAD', credentials: 'include', cache: 'no-store' });
  if (response.ok) return 'ready';
  if (response.status === 404) return 'missing';
  return 'setup-issue';
}

/** One 24-hour link per subscriber; addresses that get none come back with an `error`. */
export const generateLinks = (subscribers: string[]) =>
  callApi('bulkGenerateDownloadLinks', { body: { subscribers, filename: EBOOK_FILENAME } });

/** Whether a reader who confirms is sent the free ebook at once (the author's switch). */
export const freeEbookSettingsQuery = () =>
  queryOptions({
    queryKey: [routeTable.getFreeEbookSettings.path],
    queryFn: ({ signal }) => callApi('getFreeEbookSettings', { signal }),
  });

export const setSendOnConfirm = (sendOnConfirm: boolean) =>
  callApi('setFreeEbookSettings', { body: { sendOnConfirm } });
