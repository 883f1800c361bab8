import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Audience, Campaign, CampaignInput } from '@contract/campaigns';
import { callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/** The newsletters' reads: keys are the route's path, as every admin read (docs/SPEC.md §7). */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: [routeTable.listCampaigns.path],
    queryFn: ({ signal }) => callApi('listCampaigns', { signal }),
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [routeTable.listCampaigns.path, id],
    queryFn: ({ signal }) => callApi('getCampaign', { params: { id }, signal }),
  });

/** A sent campaign's figures: read again every REPORT_POLL_MS while it is being sent (SES's events keep adding to it after). */
export const REPORT_POLL_MS = 5000;
export const campaignReportQuery = (id: string, sending: boolean) =>
  queryOptions({
    queryKey: [routeTable.listCampaigns.path, id, 'report'],
    queryFn: ({ signal }) => callApi('getCampaignReport', { params: { id }, signal }),
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

/** The editor's live preview: the email rendered by the server from the words as typed (kept briefly: typing makes many). */
export const campaignPreviewQuery = (words: { subject: string; previewText: string; content: string }) =>
  queryOptions({
    queryKey: [routeTable.previewCampaign.path, words],
    queryFn: ({ signal }) => callApi('previewCampaign', { body: words, signal }),
    enabled: words.subject.trim() !== '' && words.content.trim() !== '',
    placeholderData: keepPreviousData,
    gcTime: 30_000,
    retry: false,
  });

/** Creates a draft, or changes draft `id`; the list and the draft are read again after. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CampaignInput }) =>
      id ? callApi('updateCampaign', { params: { id }, body }) : callApi('createCampaign', { body }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
      return queryClient.invalidateQueries({ queryKey: campaignsQuery().queryKey, exact: true });
    },
  });
}

export const sendCampaignTest = (id: string, to: string) =>
  callApi('sendCampaignTest', { params: { id }, body: { to } });

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('sendCampaign', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQuery().queryKey }),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteCampaign', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQuery().queryKey }),
  });
}

/** Schedules campaign `id` for `at` (an ISO instant), or (at: null) cancels its schedule. */
export const setCampaignSchedule = (id: string, at: string | null) =>
  at
    ? callApi('scheduleCampaign', { params: { id }, body: { at } })
    : callApi('unscheduleCampaign', { params: { id } });

/** After a change of schedule: the campaign as it is now, and the list. */
export function useCampaignChanged() {
  const queryClient = useQueryClient();
  return (campaign: Campaign) => {
    queryClient.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
    return queryClient.invalidateQueries({ queryKey: campaignsQuery().queryKey, exact: true });
  };
}
