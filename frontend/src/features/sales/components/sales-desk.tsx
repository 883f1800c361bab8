import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { buttonStyles } from '../../../components/buttons';
import { inputClass } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { toast } from '../../../components/toast';
import {
  downloadSalesCsv,
  salesFiguresQuery,
  type SalesFigures,
  type SalesPeriodQuery,
  type SalesTotals,
} from '../api';
import { formatUtcDay, salesText as text } from '../texts';

const money = text.money;
const cell = 'py-2 pr-3 text-right tabular-nums whitespace-nowrap';
const headCell = 'pb-2 pr-3 text-right font-medium whitespace-nowrap';

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
        const figures = [
          { key: 'orders', label: text.totals.orders, value: total.orders.toLocaleString('en-US') },
          { key: 'amount', label: text.totals.amount, value: money(total.amount, total.currency) },
          { key: 'fees', label: text.totals.fees, value: money(total.fees, total.currency) },
          { key: 'refunds', label: text.totals.refunds, value: money(total.refunds, total.currency) },
          { key: 'net', label: text.totals.net, value: money(total.net, total.currency) },
        ];
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
          <thead>
            <tr className="text-left text-xs tracking-wide text-parchment-400 uppercase">
              <th scope="col" className="pr-3 pb-2 text-left font-medium">
                {label}
              </th>
              <th scope="col" className={headCell}>
                {text.totals.orders}
              </th>
              <th scope="col" className={headCell}>
                {text.totals.amount}
              </th>
              <th scope="col" className={headCell}>
                {text.totals.fees}
              </th>
              <th scope="col" className={headCell}>
                {text.totals.refunds}
              </th>
              <th scope="col" className={headCell}>
                {text.totals.net}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.key}-${row.currency}`} className="border-t border-ink-800 text-parchment-100">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-parchment-200">
                  {row.name}
                </th>
                <td className={cell}>{row.orders}</td>
                <td className={cell}>{money(row.amount, row.currency)}</td>
                <td className={cell}>{money(row.fees, row.currency)}</td>
                <td className={cell}>{money(row.refunds, row.currency)}</td>
                <td className={cell}>{money(row.net, row.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </Panel>
  );
}

function OrdersTable({ orders }: { orders: SalesFigures['orders'] }) {
  const t = text.orders;
  return (
    <Panel title={t.heading} explain={t.intro}>
      <Scroller label={text.tableOf(t.heading)}>
        <table className="w-full text-sm" data-testid="sales-orders">
          <thead>
            <tr className="text-left text-xs tracking-wide text-parchment-400 uppercase">
              <th scope="col" className="pr-3 pb-2 text-left font-medium">
                {t.date}
              </th>
              <th scope="col" className="pr-3 pb-2 text-left font-medium">
                {t.book}
              </th>
              <th scope="col" className="pr-3 pb-2 text-left font-medium">
                {t.buyer}
              </th>
              <th scope="col" className={headCell}>
                {t.amount}
              </th>
              <th scope="col" className={headCell}>
                {t.fee}
              </th>
              <th scope="col" className={headCell}>
                {t.refunded}
              </th>
              <th scope="col" className={headCell}>
                {t.net}
              </th>
              <th scope="col" className="pr-3 pb-2 text-left font-medium">
                {t.state}
              </th>
              <th scope="col" className="pb-2 text-left font-medium">
                {t.country}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.sessionId} className="border-t border-ink-800 align-top text-parchment-100">
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={order.createdAt}>{formatUtcDay(order.createdAt)}</time>
                </td>
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {order.title}
                </th>
                <td className="py-2 pr-3 break-all">{order.email}</td>
                <td className={cell}>{money(order.amount, order.currency)}</td>
                <td className={cell}>{order.fee === undefined ? t.feePending : money(order.fee, order.currency)}</td>
                <td className={cell}>{money(order.refunded, order.currency)}</td>
                <td className={cell}>{money(order.net, order.currency)}</td>
                <td className="py-2 pr-3">{text.states[order.state]}</td>
                <td className="py-2">{order.country ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </Panel>
  );
}

function Skeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div aria-hidden="true" className="space-y-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-lg bg-ink-800/70" />
          ))}
        </div>
        <div className="h-56 animate-pulse rounded-lg bg-ink-800/70" />
      </div>
    </div>
  );
}

function Figures({ period }: { period: SalesPeriodQuery }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(salesFiguresQuery(period));
  if (isPending) return <Skeleton />;
  if (isError)
    return (
      <LoadError title={text.loadError} detail={error.message} onRetry={() => void refetch()} retrying={isFetching} />
    );
  return (
    <div className="space-y-6">
      <p className="text-sm text-parchment-400" data-testid="sales-period">
        {text.periodShown(formatUtcDay(data.period.from), formatUtcDay(data.period.to))}
      </p>
      {data.orders.length === 0 ? (
        <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-10 text-center">
          <p className="font-display text-xl text-parchment-100">{text.empty}</p>
          <p className="mt-2 text-sm text-parchment-400">{text.emptyHint}</p>
        </div>
      ) : (
        <>
          <Totals totals={data.totals} />
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <FiguresTable
              heading={text.byDay.heading}
              label={text.byDay.label}
              testId="sales-by-day"
              rows={data.byDay.map((row) => ({ ...row, key: row.day, name: formatUtcDay(row.day) }))}
            />
            <FiguresTable
              heading={text.byBook.heading}
              label={text.byBook.label}
              testId="sales-by-book"
              rows={data.byBook.map((row) => ({ ...row, key: row.bookId, name: row.title }))}
            />
          </div>
          <OrdersTable orders={data.orders} />
        </>
      )}
    </div>
  );
}

function CsvButton({ period }: { period: SalesPeriodQuery }) {
  const saving = useMutation({
    mutationFn: () => downloadSalesCsv(period),
    onSuccess: (orders) => toast(text.csvDone(orders)),
    onError: (error) => toast({ title: text.csvFailed, description: error.message, variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      onClick={() => saving.mutate()}
      disabled={saving.isPending}
      className={`${buttonStyles.secondary} disabled:opacity-60`}
    >
      {saving.isPending ? text.csvBusy : text.csv}
    </button>
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
      <div>
        <label htmlFor={fromId} className="block text-sm text-parchment-300">
          {text.from}
        </label>
        <input id={fromId} type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor={toId} className="block text-sm text-parchment-300">
          {text.to}
        </label>
        <input id={toId} type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} />
      </div>
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
    <section aria-labelledby="sales-heading" className="space-y-6">
      <AdminPageHeader
        id="sales-heading"
        title={text.heading}
        intro={text.intro}
        actions={<CsvButton period={period} />}
      />
      <PeriodForm key={`${period.from ?? ''}/${period.to ?? ''}`} period={period} onChange={onPeriodChange} />
      <Figures period={period} />
    </section>
  );
}
