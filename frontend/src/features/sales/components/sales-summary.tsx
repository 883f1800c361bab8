import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { textLinkStyle } from '@frontend/components/buttons';
import { LoadingLine, QueryState } from '@frontend/components/query-state';
import { Panel } from '@frontend/components/panel';
import { count } from '@frontend/lib/count';
import { salesFiguresQuery, type SalesTotals } from '../api';
import { salesText } from '../texts';

const text = salesText.dashboard;

/** "$9.98 from 2 orders (net $8.10)" a currency, or "No sales". */
function Figure({ label, totals, testId }: { label: string; totals: SalesTotals[]; testId: string }) {
  return (
    <div className="rounded-lg border border-ink-800 bg-ink-900/60 p-4">
      <dt className="text-sm text-parchment-400">{label}</dt>
      <dd className="mt-1 text-parchment-100" data-testid={testId}>
        {totals.length === 0
          ? text.none
          : totals.map((total) => (
              <span key={total.currency} className="block">
                <strong className="font-display text-2xl tabular-nums">
                  {salesText.money(total.amount, total.currency)}
                </strong>{' '}
                <span className="text-sm text-parchment-300">
                  {count(total.orders, 'order', 'orders')} · {salesText.totals.net}{' '}
                  {salesText.money(total.net, total.currency)}
                </span>
              </span>
            ))}
      </dd>
    </div>
  );
}

/** The dashboard's sales: today's and this month's, with the way to the sales desk. */
export function SalesSummaryPanel() {
  const sales = useQuery(salesFiguresQuery());
  return (
    <Panel
      title={text.heading}
      explain={text.explain}
      actions={
        <Link to="/admin/sales" className={textLinkStyle}>
          {text.link}
        </Link>
      }
    >
      <QueryState query={sales} pending={<LoadingLine status>{text.loading}</LoadingLine>} error={text.loadError}>
        {(data) => (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure label={text.today} totals={data.today} testId="sales-today" />
            <Figure label={text.thisMonth} totals={data.thisMonth} testId="sales-this-month" />
          </dl>
        )}
      </QueryState>
    </Panel>
  );
}
