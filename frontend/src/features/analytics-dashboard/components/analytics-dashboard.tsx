import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '@frontend/components/admin-page-header';
import { QueryState } from '@frontend/components/query-state';
import { analyticsFiguresQuery, type AnalyticsFigures, type AnalyticsRange } from '../api';
import { formatCount, formatLongDay } from '../format';
import { analyticsText as text } from '../texts';
import { DashboardEmpty, DashboardSkeleton } from './dashboard-states';
import { RangeControl } from './range-control';
import { RankedTable } from './ranked-table';
import { SignupFunnel } from './signup-funnel';
import { VisitsChart } from './visits-chart';

/** Nothing a reader did in the range: no pageview, event or sign-up. */
function isEmpty(figures: AnalyticsFigures): boolean {
  return (
    figures.days.every((day) => day.pageviews === 0) &&
    figures.events.length === 0 &&
    figures.funnel.signups === 0 &&
    figures.funnel.confirmations === 0
  );
}

function Totals({ figures }: { figures: AnalyticsFigures }) {
  const sum = (field: 'pageviews' | 'sessions') => figures.days.reduce((n, day) => n + day[field], 0);
  const totals = [
    { label: text.totals.pageviews, value: sum('pageviews') },
    { label: text.totals.sessions, value: sum('sessions'), hint: text.sessionsHint },
    { label: text.totals.signups, value: figures.funnel.signups },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {totals.map((total) => (
        <div key={total.label} className="rounded-lg border border-ink-800 bg-ink-900/60 p-4">
          <dt className="text-sm text-parchment-400">{total.label}</dt>
          <dd className="mt-1 font-display text-2xl text-parchment-100 tabular-nums">{formatCount(total.value)}</dd>
          {total.hint ? <dd className="mt-1 text-xs text-parchment-400">{total.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function Figures({ figures }: { figures: AnalyticsFigures }) {
  return (
    <div className="space-y-6">
      <Totals figures={figures} />
      <VisitsChart days={figures.days} rangeLabel={text.rangeLong[figures.range]} />
      <div className="grid gap-6 md:grid-cols-2">
        <RankedTable
          id="analytics-top-pages"
          labels={text.topPages}
          rows={figures.topPages.map((row) => ({ name: row.page, count: row.pageviews }))}
        />
        <RankedTable
          id="analytics-top-referrers"
          labels={text.topReferrers}
          rows={figures.topReferrers.map((row) => ({ name: row.domain, count: row.pageviews }))}
        />
      </div>
      <SignupFunnel funnel={figures.funnel} />
      <RankedTable id="analytics-events" labels={text.events} rows={figures.events} />
    </div>
  );
}

/** The dates covered and the author's own (left out) visits, above the figures. */
function PeriodNote({ figures }: { figures: AnalyticsFigures }) {
  const authorPageviews = figures.excluded.authorPageviews;
  return (
    <div className="mb-4 space-y-1 text-sm text-parchment-400">
      <p data-testid="analytics-period">
        {text.period(formatLongDay(figures.from), formatLongDay(figures.to), figures.timeZone)}
      </p>
      {authorPageviews > 0 ? <p>{text.authorVisits(formatCount(authorPageviews))}</p> : null}
    </div>
  );
}

function FiguresBody({ range }: { range: AnalyticsRange }) {
  const figures = useQuery(analyticsFiguresQuery(range));
  return (
    <QueryState query={figures} pending={<DashboardSkeleton />} error={text.loadError}>
      {(data) => (
        <>
          <PeriodNote figures={data} />
          {isEmpty(data) ? <DashboardEmpty /> : <Figures figures={data} />}
        </>
      )}
    </QueryState>
  );
}

/**
 * `/admin/analytics`: readers' visits for the last 7, 30 or 90 days, read from the server's day
 * counters. The author's own visits are counted apart and left out of every figure.
 */
export function AnalyticsDashboard({
  range,
  onRangeChange,
}: {
  range: AnalyticsRange;
  onRangeChange: (range: AnalyticsRange) => void;
}) {
  const rangeControl = <RangeControl value={range} onChange={onRangeChange} />;
  return (
    <AdminPage id="analytics-heading" title={text.heading} intro={text.intro} layout="controls" actions={rangeControl}>
      <FiguresBody range={range} />
    </AdminPage>
  );
}
