import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsFigures } from '../api';
import { formatCount, formatLongDay, formatShortDay } from '../format';
import { analyticsText as text } from '../texts';
import { Panel } from './panel';

type Day = AnalyticsFigures['days'][number];

/** The theme's colours (frontend/src/index.css @theme): SVG attributes do not read CSS variables. */
const COLORS = {
  pageviews: '#ee8a4a', // ember-400
  sessions: '#c9bfb1', // parchment-300
  grid: '#332c3d', // ink-700
  axis: '#a39a8d', // parchment-400
  tooltipBackground: '#15121a', // ink-900
} as const;

/** The two areas drawn, pageviews over the fainter sessions. */
const SERIES = [
  { key: 'pageviews', fillOpacity: 0.2 },
  { key: 'sessions', fillOpacity: 0.1 },
] as const;

/** A sentence for screen readers: the total and the busiest day. */
function summaryOf(days: Day[], rangeLabel: string): string {
  const total = days.reduce((n, day) => n + day.pageviews, 0);
  const busiest = days.reduce<Day | undefined>(
    (best, day) => (day.pageviews > (best?.pageviews ?? 0) ? day : best),
    undefined,
  );
  return text.chart.summary(
    rangeLabel,
    formatCount(total),
    busiest ? `${formatLongDay(busiest.date)} with ${formatCount(busiest.pageviews)}` : null,
  );
}

/**
 * Every day's figures as a table, for screen readers (the chart shows the same numbers). Hidden
 * through a wrapper: a table ignores `sr-only`'s 1 px width and would widen the page on a phone.
 */
function DaysTable({ days }: { days: Day[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{text.chart.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{text.chart.date}</th>
            <th scope="col">{text.chart.pageviews}</th>
            <th scope="col">{text.chart.sessions}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatLongDay(day.date)}</th>
              <td>{day.pageviews}</td>
              <td>{day.sessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Pageviews and sessions per day. The chart takes its container's width (a phone shows all 90
 * days, ticks thinned out); recharts' keyboard layer lets arrow keys step through the days.
 */
export function VisitsChart({ days, rangeLabel }: { days: Day[]; rangeLabel: string }) {
  const summary = summaryOf(days, rangeLabel);
  return (
    <Panel id="analytics-chart" heading={text.chart.heading}>
      <p className="sr-only">{summary}</p>
      <div data-testid="visits-chart">
        <AreaChart
          data={days}
          responsive
          style={{ width: '100%', height: 256 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          title={summary}
        >
          <CartesianGrid stroke={COLORS.grid} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={formatShortDay}
            minTickGap={24}
            stroke={COLORS.axis}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={formatCount}
            stroke={COLORS.axis}
            tick={{ fontSize: 12 }}
            width="auto"
          />
          <Tooltip
            labelFormatter={(label) => (typeof label === 'string' ? formatLongDay(label) : label)}
            contentStyle={{ background: COLORS.tooltipBackground, border: `1px solid ${COLORS.grid}`, borderRadius: 6 }}
            labelStyle={{ color: COLORS.sessions }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {SERIES.map((series) => (
            <Area
              key={series.key}
              type="monotone"
              dataKey={series.key}
              name={text.chart[series.key]}
              stroke={COLORS[series.key]}
              fill={COLORS[series.key]}
              fillOpacity={series.fillOpacity}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </div>
      <DaysTable days={days} />
    </Panel>
  );
}
