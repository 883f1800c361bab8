import { routeTable as generated } from 'virtual:route-table';
import type { Routes } from '@contract/routes';

/**
 * The API route table as the browser sees it: method, path and access of every route in
 * functions/contract/routes.ts, without the zod schemas (generated at build time).
 */
export const routeTable = generated as unknown as {
  readonly [N in keyof Routes]: Pick<Routes[N], 'method' | 'path' | 'access'>;
};
