import { queryOptions } from '@tanstack/react-query';
import type { ReplyOf } from '@contract/routes';
import { callApi, fillPath } from '../../lib/api';
import { routeTable } from '../../lib/route-table';

/** Types only from the contract: its values would bring zod into the bundle. */
export type AnalyticsFigures = ReplyOf<'getAnalyticsFigures'>;
export type AnalyticsRange = AnalyticsFigures['range'];

/** The server's windows (functions/contract/analytics.ts ANALYTICS_RANGES), in the order shown. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const satisfies readonly AnalyticsRange[];
export const DEFAULT_RANGE: AnalyticsRange = '30d';

export function isAnalyticsRange(value: string | null): value is AnalyticsRange {
  return (ANALYTICS_RANGES as readonly (string | null)[]).includes(value);
}

/** How long a range's figures count as fresh: counters grow while readers visit. */
const FIGURES_FRESH_MS = 60_000;

/**
 * The author's figures for one range (admin only). The key is the URL (docs/SPEC.md §7's key shape);
 * unlike content, counters go stale, so reopening the page after a minute fetches them again.
 */
export const analyticsFiguresQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: [fillPath(routeTable.getAnalyticsFigures.path, { range })],
    queryFn: ({ signal }) => callApi('getAnalyticsFigures', { params: { range }, signal }),
    staleTime: FIGURES_FRESH_MS,
  });
