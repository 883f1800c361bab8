import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReader, ImportReaders, ReaderFilter, ReaderSearch } from '@contract/readers';
import { callApi } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import { readerTagsQuery } from '../../lib/reader-tags-query';
import { routeTable } from '../../lib/route-table';

export { readerTagsQuery };

/** The desk's reads: keys start with the route's path, as every admin read (docs/SPEC.md §7). */
const SEARCH_KEY = routeTable.searchReaders.path;

/** One page of readers; the page on screen stays while the next one loads. */
export const readerSearchQuery = (search: ReaderSearch) =>
  queryOptions({
    queryKey: [SEARCH_KEY, search],
    queryFn: ({ signal }) => callApi('searchReaders', { body: search, signal }),
    placeholderData: keepPreviousData,
  });

export const readerQuery = (id: string) =>
  queryOptions({
    queryKey: [routeTable.getReader.path, id],
    queryFn: ({ signal }) => callApi('getReader', { params: { id }, signal }),
  });

/** After any change to readers: the lists, counts and tags are read again. */
function useForgetReaders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [SEARCH_KEY] }),
      queryClient.invalidateQueries({ queryKey: readerTagsQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: [routeTable.countAudience.path] }),
    ]);
}

export function useSetReaderTags(id: string) {
  const queryClient = useQueryClient();
  const forget = useForgetReaders();
  return useMutation({
    mutationFn: (tags: string[]) => callApi('setReaderTags', { params: { id }, body: { tags } }),
    onSuccess: (reader) => {
      queryClient.setQueryData(readerQuery(id).queryKey, reader);
      return forget();
    },
  });
}

export function useAddReader() {
  const forget = useForgetReaders();
  return useMutation({ mutationFn: (body: AddReader) => callApi('addReader', { body }), onSuccess: () => forget() });
}

export function useImportReaders() {
  const forget = useForgetReaders();
  return useMutation({
    mutationFn: (body: ImportReaders) => callApi('importReaders', { body }),
    onSuccess: () => forget(),
  });
}

export function useEraseReader(id: string) {
  const queryClient = useQueryClient();
  const forget = useForgetReaders();
  return useMutation({
    mutationFn: () => callApi('eraseReader', { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: readerQuery(id).queryKey });
      return forget();
    },
  });
}

/** The readers matching `filter` as a CSV file, saved by the browser. */
export async function downloadExport(filter: ReaderFilter): Promise<number> {
  const file = await callApi('exportReaders', { body: filter });
  saveFile(file.filename, file.csv);
  return file.readers;
}
