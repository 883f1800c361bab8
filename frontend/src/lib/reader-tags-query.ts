import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api';
import { routeTable } from './route-table';

/** The tags on readers, with how many carry each (the desk and the newsletter editor's tag audience); read afresh when shown. */
export const readerTagsQuery = () =>
  queryOptions({
    queryKey: [routeTable.listReaderTags.path],
    queryFn: ({ signal }) => callApi('listReaderTags', { signal }),
    staleTime: 0,
  });
