import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api';
import { routeTable } from './route-table';

/** Her pictures (the Images page, and a book's cover picker): the key starts with the route's path, as every admin read. */
export const imagesQuery = () =>
  queryOptions({ queryKey: [routeTable.listImages.path], queryFn: ({ signal }) => callApi('listImages', { signal }) });
