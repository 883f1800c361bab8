import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { readerIdOf } from '@contract/readers';
import { AdminPage } from '@frontend/components/admin-page-header';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { FormField, inputClass } from '@frontend/components/form-field';
import { LoadingLine, QueryState } from '@frontend/components/query-state';
import { Panel } from '@frontend/components/panel';
import { salesFiguresQuery, type SalesFigures, type SalesPeriodQuery, type SalesTotals } from '../api';
import { formatDay, formatDayIn, salesText as text } from '../texts';
import { CsvButton } from './csv-button';
import { RefundButton } from './refund-button';

const money = text.money;
const cell = 'py-2 pr-3 text-right tabular-nums whitespace-nowrap';
const FIGURE_COLUMNS = ['orders', 'amount', 'fees', 'refunds', 'net'] as const;

/** A table's column headings; numbers are right-aligned under theirs. */
function Head({ columns }: { columns: { label: string; numeric: boolean }[] }) {
  return (
    <thead>
      <tr className="text-left text-xs tracking-wide text-parchment-400 uppercase">
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={`pr-3 pb-2 font-medium whitespace-nowrap ${column.numeric ? 'text-right' : 'text-left'}`}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A wide table that scrolls sideways on a phone; focusable so the keyboard can scroll it too. */
function Scroller({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto focus-visible:outline-2">
      {children}
    </div>
  );
}

/** One total a currency: orders, paid, fees, refunds, net. */
function Totals({ totals }: { totals: SalesTotals[] }) {
  return (
    <div className="space-y-3">
      {totals.map((total) => {
        const note = text.refundedNote(total.refunded, total.disputed);
        const figures = FIGURE_COLUMNS.map((key) => ({
          key,
          label: text.totals[key],
          value: key === 'orders' ? total.orders.toLocaleString('en-US') : money(total[key], total.currency),
        }));
        return (
          <div key={total.currency}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid={`sales-totals-${total.currency}`}>
              {figures.map((figure) => (
                <div key={figure.key} className="rounded-lg border border-ink-800 bg-ink-900/60 p-4">
                  <dt className="text-sm text-parchment-400">{figure.label}</dt>
                  <dd
                    className="mt-1 font-display text-2xl text-parchment-100 tabular-nums"
                    data-testid={`sales-total-${figure.key}`}
                  >
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
            {note ? <p className="mt-2 text-sm text-parchment-400">{note}</p> : null}
          </div>
        );
      })}
    </div>
  );
}

/** By day or by book: one row a day (or book) and currency. */
function FiguresTable({
  heading,
  label,
  rows,
  testId,
}: {
  heading: string;
  label: string;
  rows: (SalesTotals & { name: string; key: string })[];
  testId: string;
}) {
  return (
    <Panel title={heading}>
      <Scroller label={text.tableOf(heading)}>
        <table className="w-full text-sm" data-testid={testId}>
          <Head
            columns={[
              { label, numeric: false },
              ...FIGURE_COLUMNS.map((key) => ({ label: text.totals[key], numeric: true })),
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.key}-${row.currency}`} className="border-t border-ink-800 text-parchment-100">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-parchment-200">
                  {row.name}
                </th>
                {FIGURE_COLUMNS.map((key) => (
                  <td key={key} className={cell}>
                    {key === 'orders' ? row.orders : money(row[key], row.currency)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </Panel>
  );
}

/** How often the desk reads again while a refund waits for Stripe's webhook (it comes within seconds). */
const REFUND_WAIT_MS = 2_000;

function OrdersTable({
  orders,
  timeZone,
  awaiting,
  onRefundRequested,
}: {
  orders: SalesFigures['orders'];
  timeZone: string;
  awaiting: string[];
  onRefundRequested: (sessionId: string) => void;
}) {
  const t = text.orders;
  return (
    <Panel title={t.heading} explain={t.intro}>
      <Scroller label={text.tableOf(t.heading)}>
        <table className="w-full text-sm" data-testid="sales-orders">
          <Head
            columns={[
              { label: t.date, numeric: false },
              { label: t.book, numeric: false },
              { label: t.buyer, numeric: false },
              ...(['amount', 'fee', 'refunded', 'net'] as const).map((key) => ({ label: t[key], numeric: true })),
              { label: t.state, numeric: false },
              { label: t.country, numeric: false },
              { label: text.refund.column, numeric: false },
            ]}
          />
          <tbody>
            {orders.map((order) => (
              <tr key={order.sessionId} className="border-t border-ink-800 align-top text-parchment-100">
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={order.createdAt}>{formatDayIn(timeZone, order.createdAt)}</time>
                </td>
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {order.title}
                </th>
                <td className="py-2 pr-3 break-all">
                  <Link to={`/admin/readers/${readerIdOf(order.email)}`} className={textLinkStyle}>
                    {order.email}
                  </Link>
                </td>
                <td className={cell}>{money(order.amount, order.currency)}</td>
                <td className={cell}>{order.fee === undefined ? t.feePending : money(order.fee, order.currency)}</td>
                <td className={cell}>{money(order.refunded, order.currency)}</td>
                <td className={cell}>{money(order.net, order.currency)}</td>
                <td className="py-2 pr-3">{text.states[order.state]}</td>
                <td className="py-2 pr-3">{order.country ?? ''}</td>
                <td className="py-1">
                  {order.state === 'paid' && order.refunded < order.amount ? (
                    <RefundButton
                      order={order}
                      pending={awaiting.includes(order.sessionId)}
                      onRequested={onRefundRequested}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </Panel>
  );
}

/** The refunds asked for whose orders the desk still lists as paid. */
const awaitingOf = (requested: string[], orders: SalesFigures['orders'] = []) =>
  requested.filter((id) => orders.some((order) => order.sessionId === id && order.state === 'paid'));

function Figures({ period }: { period: SalesPeriodQuery }) {
  // Orders whose refund Stripe is making: the desk reads again until its webhook has recorded them.
  const [requested, setRequested] = useState<string[]>([]);
  const figures = useQuery({
    ...salesFiguresQuery(period),
    refetchInterval: (query) => (awaitingOf(requested, query.state.data?.orders).length ? REFUND_WAIT_MS : false),
  });
  return (
    <QueryState query={figures} pending={<LoadingLine status>{text.loading}</LoadingLine>} error={text.loadError}>
      {(data) => (
        <div className="space-y-6">
          <div className="text-sm text-parchment-400">
            <p data-testid="sales-period">{text.periodShown(formatDay(data.period.from), formatDay(data.period.to))}</p>
            <p data-testid="sales-time-zone">
              {text.timeZone(data.timeZone)}
              <Link to="/admin/account" className={textLinkStyle}>
                {text.changeTimeZone}
              </Link>
            </p>
          </div>
          {data.orders.length === 0 ? (
            <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-10 text-center">
              <p className="font-display text-xl text-parchment-100">{text.empty}</p>
              <p className="mt-2 text-sm text-parchment-400">{text.emptyHint}</p>
            </div>
          ) : (
            <>
              <Totals totals={data.totals} />
              {/* One under the other: side by side, six columns each are cut at a laptop's width. */}
              <div className="grid gap-6 [&>*]:min-w-0">
                <FiguresTable
                  heading={text.byDay.heading}
                  label={text.byDay.label}
                  testId="sales-by-day"
                  rows={data.byDay.map((row) => ({ ...row, key: row.day, name: formatDay(row.day) }))}
                />
                <FiguresTable
                  heading={text.byBook.heading}
                  label={text.byBook.label}
                  testId="sales-by-book"
                  rows={data.byBook.map((row) => ({ ...row, key: row.bookId, name: row.title }))}
                />
              </div>
              <OrdersTable
                orders={data.orders}
                timeZone={data.timeZone}
                awaiting={awaitingOf(requested, data.orders)}
                onRefundRequested={(sessionId) => setRequested((ids) => [...ids, sessionId])}
              />
            </>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** The From/To days; Show asks for them, This month for the default. */
function PeriodForm({ period, onChange }: { period: SalesPeriodQuery; onChange: (next: SalesPeriodQuery) => void }) {
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const fromId = useId();
  const toId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={text.period}>
      <FormField id={fromId} label={text.from}>
        <input id={fromId} type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={inputClass} />
      </FormField>
      <FormField id={toId} label={text.to}>
        <input id={toId} type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} />
      </FormField>
      <button type="submit" className={buttonStyles.primary}>
        {text.show}
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => {
          setFrom('');
          setTo('');
          onChange({});
        }}
      >
        {text.thisMonth}
      </button>
    </form>
  );
}

/** `/admin/sales`: the author's sales desk. The period lives in the address (`?from=&to=`). */
export function SalesDesk({
  period,
  onPeriodChange,
}: {
  period: SalesPeriodQuery;
  onPeriodChange: (next: SalesPeriodQuery) => void;
}) {
  return (
    <AdminPage id="sales-heading" title={text.heading} intro={text.intro} actions={<CsvButton period={period} />}>
      <PeriodForm key={`${period.from ?? ''}/${period.to ?? ''}`} period={period} onChange={onPeriodChange} />
      <Figures period={period} />
    </AdminPage>
  );
}
