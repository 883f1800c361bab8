import { queryOptions } from '@tanstack/react-query';
import type { ReplyOf } from '@contract/routes';
import { callApi } from '../../lib/api';
import { routeTable } from '../../lib/route-table';
import { saveFile } from '../../lib/save-file';

/** Types only from the contract. */
export type SalesFigures = ReplyOf<'getSalesFigures'>;
export type SalesTotals = SalesFigures['totals'][number];
/** Days as YYYY-MM-DD; either left out means the server's default (this month, or the day's month). */
export interface SalesPeriodQuery {
  from?: string;
  to?: string;
}

/** Figures go stale as orders come in: a reopened page after a minute asks again. */
const FIGURES_FRESH_MS = 60_000;

export const salesFiguresQuery = (period: SalesPeriodQuery = {}) =>
  queryOptions({
    queryKey: [routeTable.getSalesFigures.path, period.from ?? '', period.to ?? ''],
    queryFn: ({ signal }) => callApi('getSalesFigures', { query: { ...period }, signal }),
    staleTime: FIGURES_FRESH_MS,
  });

/** Saves the period's orders as a CSV file; how many orders it holds. */
export async function downloadSalesCsv(period: SalesPeriodQuery): Promise<number> {
  const file = await callApi('exportSales', { query: { ...period } });
  saveFile(file.filename, file.csv);
  return file.orders;
}

/** Asks Stripe for a full refund of an order; the desk shows it refunded once Stripe's webhook has said so. */
export const refundOrder = (sessionId: string) => callApi('refundOrder', { params: { sessionId } });
