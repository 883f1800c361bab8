import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Audience, Newsletter, NewsletterInput } from '@contract/newsletters';
import { callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/** The newsletters' reads: keys are the route's path, as every admin read (docs/SPEC.md §7). */
export const newslettersQuery = () =>
  queryOptions({
    queryKey: [routeTable.listNewsletters.path],
    queryFn: ({ signal }) => callApi('listNewsletters', { signal }),
  });

export const newsletterQuery = (id: string) =>
  queryOptions({
    queryKey: [routeTable.listNewsletters.path, id],
    queryFn: ({ signal }) => callApi('getNewsletter', { params: { id }, signal }),
  });

/** A sent newsletter's figures: read again every REPORT_POLL_MS while it is being sent (SES's events keep adding to it after). */
export const REPORT_POLL_MS = 5000;
export const newsletterReportQuery = (id: string, sending: boolean) =>
  queryOptions({
    queryKey: [routeTable.listNewsletters.path, id, 'report'],
    queryFn: ({ signal }) => callApi('getNewsletterReport', { params: { id }, signal }),
    refetchInterval: sending ? REPORT_POLL_MS : false,
  });

/** The account's bounce and complaint rates of the last 30 days (read when the dashboard opens). */
export const mailHealthQuery = () =>
  queryOptions({
    queryKey: [routeTable.getMailHealth.path],
    queryFn: ({ signal }) => callApi('getMailHealth', { signal }),
    staleTime: 0,
  });

/** How many readers an audience holds now (read again whenever the editor opens). */
export const audienceCountQuery = (audience: Audience) =>
  queryOptions({
    queryKey: [routeTable.countAudience.path, audience],
    queryFn: ({ signal }) => callApi('countAudience', { params: { audience }, signal }),
    staleTime: 0,
  });

/**
 * The editor's live preview: the email rendered by the server from the words as typed, for a
 * reader named `readerName` (kept briefly: typing makes many). Only the words are sent, whatever
 * else the caller holds (a sent newsletter passes itself): the route takes nothing more.
 */
export const newsletterPreviewQuery = (
  { subject, previewText, content }: { subject: string; previewText: string; content: string },
  readerName = '',
) =>
  queryOptions({
    queryKey: [routeTable.previewNewsletter.path, { subject, previewText, content, readerName }],
    queryFn: ({ signal }) =>
      callApi('previewNewsletter', { body: { subject, previewText, content, readerName }, signal }),
    enabled: subject.trim() !== '' && content.trim() !== '',
    placeholderData: keepPreviousData,
    gcTime: 30_000,
    retry: false,
  });

/** Creates a draft, or changes draft `id`; the list and the draft are read again after. */
export function useSaveNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: NewsletterInput }) =>
      id ? callApi('updateNewsletter', { params: { id }, body }) : callApi('createNewsletter', { body }),
    onSuccess: (newsletter) => {
      queryClient.setQueryData(newsletterQuery(newsletter.id).queryKey, newsletter);
      return queryClient.invalidateQueries({ queryKey: newslettersQuery().queryKey, exact: true });
    },
  });
}

export const sendNewsletterTest = (id: string, to: string) =>
  callApi('sendNewsletterTest', { params: { id }, body: { to } });

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('sendNewsletter', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newslettersQuery().queryKey }),
  });
}

export function useDeleteNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteNewsletter', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newslettersQuery().queryKey }),
  });
}

/** Schedules newsletter `id` for `at` (an ISO instant), or (at: null) cancels its schedule. */
export const setNewsletterSchedule = (id: string, at: string | null) =>
  at
    ? callApi('scheduleNewsletter', { params: { id }, body: { at } })
    : callApi('unscheduleNewsletter', { params: { id } });

/** After a change of schedule: the newsletter as it is now, and the list. */
export function useNewsletterChanged() {
  const queryClient = useQueryClient();
  return (newsletter: Newsletter) => {
    queryClient.setQueryData(newsletterQuery(newsletter.id).queryKey, newsletter);
    return queryClient.invalidateQueries({ queryKey: newslettersQuery().queryKey, exact: true });
  };
}
