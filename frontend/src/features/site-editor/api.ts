import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PieceKind } from '@contract/site-content';
import { callApi } from '@frontend/lib/api';
import { routeTable } from '@frontend/lib/route-table';

/** A piece of her site: `site/author`, `book/<id>`, `page/about`… */
export interface PieceRef {
  kind: PieceKind;
  id: string;
}

/** Every piece with its version and whether it is live, and the launch checklist: keys start with the route's path, as every admin read. */
export const siteOverviewQuery = () =>
  queryOptions({
    queryKey: [routeTable.getSiteOverview.path],
    queryFn: ({ signal }) => callApi('getSiteOverview', { signal }),
  });

export const sitePieceQuery = ({ kind, id }: PieceRef) =>
  queryOptions({
    queryKey: [routeTable.getSitePiece.path, kind, id],
    queryFn: ({ signal }) => callApi('getSitePiece', { params: { kind, id }, signal }),
  });

export const pieceHistoryQuery = ({ kind, id }: PieceRef) =>
  queryOptions({
    queryKey: [routeTable.listSitePieceHistory.path, kind, id],
    queryFn: ({ signal }) => callApi('listSitePieceHistory', { params: { kind, id }, signal }),
  });

export const pieceVersionQuery = ({ kind, id }: PieceRef, version: number) =>
  queryOptions({
    queryKey: [routeTable.getSitePieceVersion.path, kind, id, version],
    queryFn: ({ signal }) => callApi('getSitePieceVersion', { params: { kind, id, version }, signal }),
    // A saved version never changes.
    staleTime: Infinity,
  });

/** After a save or a restore: the overview (its marks, the checklist), the piece and its history read again. */
function refreshPiece(queryClient: QueryClient, { kind, id }: PieceRef) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: siteOverviewQuery().queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: sitePieceQuery({ kind, id }).queryKey }),
    queryClient.invalidateQueries({ queryKey: pieceHistoryQuery({ kind, id }).queryKey }),
  ]);
}

/** A change that makes a new version of a piece: once done, what shows the piece is read again. */
function usePieceChange<Vars extends { piece: PieceRef }, Reply>(change: (vars: Vars) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_reply, { piece }) => refreshPiece(queryClient, piece),
  });
}

/** Saves a piece's whole body over the version the editor started from (0 for a new one); 409 when it moved on. */
export const useSavePiece = () =>
  usePieceChange(({ piece, body, expectedVersion }: { piece: PieceRef; body: unknown; expectedVersion: number }) =>
    callApi('saveSitePiece', { params: piece, body: { body, expectedVersion } }),
  );

/** Saves an earlier version again as the newest. */
export const useRestorePiece = () =>
  usePieceChange(({ piece, version, expectedVersion }: { piece: PieceRef; version: number; expectedVersion: number }) =>
    callApi('restoreSitePiece', { params: piece, body: { version, expectedVersion } }),
  );

/** Takes a book or a series off the site (`removed`), or puts it back: a new version, live at the next Publish. */
export const useSetRemoved = () =>
  usePieceChange(
    ({ piece, removed, expectedVersion }: { piece: PieceRef; removed: boolean; expectedVersion: number }) =>
      callApi('setSitePieceRemoved', { params: piece, body: { removed, expectedVersion } }),
  );

/** The page an unsaved body shows on, rendered as publishing would write it. */
/** Her welcome emails from the words on screen, for a reader of that name (the Emails editor's live preview). */
export const siteEmailsPreviewQuery = (body: unknown, readerName: string) =>
  queryOptions({
    queryKey: [routeTable.previewSiteEmails.path, { body, readerName }],
    queryFn: ({ signal }) => callApi('previewSiteEmails', { body: { body, readerName }, signal }),
    placeholderData: keepPreviousData,
    gcTime: 30_000,
    retry: false,
  });

export function usePreviewPiece() {
  return useMutation({
    mutationFn: ({ piece, body }: { piece: PieceRef; body: unknown }) =>
      callApi('previewSitePiece', { params: piece, body: { body } }),
  });
}

export function usePublishSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('publishSite'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteOverviewQuery().queryKey, exact: true }),
  });
}
