import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/** One factory for the list of short stories: the page's hook, a prerender loader and invalidation. */
export const shortStoriesQuery = () =>
  queryOptions({
    queryKey: [routeTable.listShortStories.path],
    queryFn: ({ signal }) => callApi('listShortStories', { signal }),
  });
