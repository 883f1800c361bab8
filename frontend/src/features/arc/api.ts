import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateArcRound } from '@contract/arc';
import type { BodyOf } from '@contract/routes';
import { ApiError, callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';
import { saveFile } from '../../lib/save-file';
import { arcText as text } from './texts';

/** The ARC team's reads: keys start with the route's path, as every admin read. */
export const applicationsQuery = () =>
  queryOptions({
    queryKey: [routeTable.listApplications.path],
    queryFn: ({ signal }) => callApi('listApplications', { signal }),
  });
export const ebooksQuery = () =>
  queryOptions({ queryKey: [routeTable.listEbooks.path], queryFn: ({ signal }) => callApi('listEbooks', { signal }) });
export const arcRoundsQuery = () =>
  queryOptions({
    queryKey: [routeTable.listArcRounds.path],
    queryFn: ({ signal }) => callApi('listArcRounds', { signal }),
  });
export const arcRoundQuery = (campaignId: string) =>
  queryOptions({
    queryKey: [routeTable.getArcRound.path, campaignId],
    queryFn: ({ signal }) => callApi('getArcRound', { params: { campaignId }, signal }),
  });

function useForget(...keys: string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export function useDecide() {
  const forget = useForget(routeTable.listApplications.path);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & BodyOf<'decideApplication'>) =>
      callApi('decideApplication', { params: { id }, body }),
    onSuccess: () => forget(),
  });
}

/**
 * Sends a file straight to the ebook bucket: the API grants a presigned POST, the browser posts the
 * grant's fields and then the file. Answers the upload's id for the call that reads it.
 */
export async function uploadEpub(file: File, purpose: 'book' | 'leak'): Promise<string> {
  if (!/\.epub$/i.test(file.name)) throw new ApiError(400, text.notEpub);
  const grant = await callApi('startUpload', { body: { filename: file.name, bytes: file.size, purpose } });
  if (file.size > grant.maxBytes) throw new ApiError(400, text.tooLarge(grant.maxBytes));
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', file);
  let sent: Response;
  try {
    sent = await fetch(grant.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, text.uploadUnreachable);
  }
  if (!sent.ok) throw new ApiError(sent.status, text.uploadRefused(sent.status));
  return grant.uploadId;
}

export function useCreateEbook() {
  const forget = useForget(routeTable.listEbooks.path);
  return useMutation({
    mutationFn: async ({ file, title, coverBookId }: { file: File; title: string; coverBookId?: string }) =>
      callApi('createEbook', {
        body: { uploadId: await uploadEpub(file, 'book'), title, ...(coverBookId ? { coverBookId } : {}) },
      }),
    onSuccess: () => forget(),
  });
}

export function useAddVersion(bookId: string) {
  const forget = useForget(routeTable.listEbooks.path);
  return useMutation({
    mutationFn: async (file: File) =>
      callApi('addEbookVersion', { params: { bookId }, body: { uploadId: await uploadEpub(file, 'book') } }),
    onSuccess: () => forget(),
  });
}

export function useUpdateEbook(bookId: string) {
  const forget = useForget(routeTable.listEbooks.path);
  return useMutation({
    mutationFn: (body: BodyOf<'updateEbook'>) => callApi('updateEbook', { params: { bookId }, body }),
    onSuccess: () => forget(),
  });
}

export function useCreateArcRound() {
  const forget = useForget(routeTable.listArcRounds.path);
  return useMutation({
    mutationFn: (body: CreateArcRound) => callApi('createArcRound', { body }),
    onSuccess: () => forget(),
  });
}

const useForgetRounds = () => useForget(routeTable.getArcRound.path, routeTable.listArcRounds.path);

export function useInvite(campaignId: string) {
  const forget = useForgetRounds();
  return useMutation({
    mutationFn: (body: BodyOf<'inviteToArcRound'>) => callApi('inviteToArcRound', { params: { campaignId }, body }),
    onSuccess: () => forget(),
  });
}

export function useRemind(campaignId: string) {
  const forget = useForgetRounds();
  return useMutation({
    mutationFn: () => callApi('remindArcRound', { params: { campaignId } }),
    onSuccess: () => forget(),
  });
}

/** The campaign's table as a CSV file, saved by the browser. */
export async function downloadRoundCsv(campaignId: string): Promise<void> {
  const file = await callApi('exportArcRound', { params: { campaignId } });
  saveFile(file.filename, file.csv);
}

export function useLeakLookup() {
  return useMutation({
    mutationFn: async (input: { file: File } | { passage: string }) =>
      callApi('lookUpLeak', {
        body: 'file' in input ? { uploadId: await uploadEpub(input.file, 'leak') } : { passage: input.passage },
      }),
  });
}
