import { useSearchParams } from 'react-router-dom';
import { SalesDesk, type SalesPeriodQuery } from '@frontend/features/sales';

/**
 * `/admin/sales`: the author's sales desk. The period lives in the address
 * (`?from=2026-11-01&to=2026-11-30`), so a reload or a shared link keeps it; without it, this month.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period: SalesPeriodQuery = {
    ...(searchParams.get('from') ? { from: searchParams.get('from')! } : {}),
    ...(searchParams.get('to') ? { to: searchParams.get('to')! } : {}),
  };
  const changePeriod = (next: SalesPeriodQuery) =>
    setSearchParams({ ...next } as Record<string, string>, { preventScrollReset: true });
  return <SalesDesk period={period} onPeriodChange={changePeriod} />;
}
