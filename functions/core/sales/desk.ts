import {
  SALES_CSV_COLUMNS,
  SALES_MAX_DAYS,
  SALES_QUERY_KEYS,
  type SalesFigures,
  type SalesOrder,
  type SalesTotals,
} from '../../contract/sales-desk';
import { dayIn, instantIn } from '../../contract/time-zone';
import { ordersBetween, ordersOfEmail, type SoldOrder } from '../../entities/order';
import { toCsv } from '../../lib/csv';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { authorTimeZone } from '../admin/time-zone';

/**
 * The author's sales desk: the orders of a period by day and by book, with
 * Stripe's fees and the refunds the webhook recorded, the CSV export and a buyer's orders. Days
 * are the author's days, in her time zone (core/admin/time-zone.ts), as Stripe's dashboard reports
 * in the account's time zone: a sale at 9:18 pm in Ontario is that evening's.
 */

export interface SalesPeriod {
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The time zone the days are days of. */
  timeZone: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Calendar arithmetic on day names (no zone: a day name is the same day anywhere). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const monthOf = (day: string) => ({ first: `${day.slice(0, 7)}-01`, last: lastDayOfMonth(day) });
function lastDayOfMonth(day: string) {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return dayOf(new Date(Date.UTC(year, month, 0)));
}

function parseDay(name: string, value: string): string {
  const at = new Date(`${value}T00:00:00.000Z`);
  if (!DAY.test(value) || Number.isNaN(at.getTime()) || dayOf(at) !== value) {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    throw new BadRequestError(`${name} must be a day written YYYY-MM-DD, such as 2026-11-01 (got “${shown}”).`, [
      { path: `query.${name}`, message: 'Not a day written YYYY-MM-DD' },
    ]);
  }
  return value;
}

/**
 * The period a request asks for: `from` and `to` (both days included); without them this month;
 * with one of them, that day's month from its first day or to its last. Refused (400) with what
 * to change: an unknown parameter, a day that is not one, `from` after `to`, over SALES_MAX_DAYS.
 */
export function salesPeriod(
  query: Record<string, string | undefined> | null | undefined,
  now: Date,
  timeZone: string,
): SalesPeriod {
  const given = query ?? {};
  const unknown = Object.keys(given).filter((key) => !(SALES_QUERY_KEYS as readonly string[]).includes(key));
  if (unknown.length)
    throw new BadRequestError(
      `Unknown query parameter ${unknown.join(', ')}: the sales desk takes from and to, days written YYYY-MM-DD.`,
    );
  const from = given.from === undefined ? undefined : parseDay('from', given.from);
  const to = given.to === undefined ? undefined : parseDay('to', given.to);
  const today = dayIn(timeZone, now);
  const period = {
    from: from ?? monthOf(to ?? today).first,
    to: to ?? monthOf(from ?? today).last,
    timeZone,
  };
  if (period.from > period.to)
    throw new BadRequestError(`from (${period.from}) is after to (${period.to}): give the earlier day as from.`);
  const days = (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS + 1;
  if (days > SALES_MAX_DAYS)
    throw new BadRequestError(
      `That period is ${days} days; the sales desk reads at most ${SALES_MAX_DAYS} at once. Ask for a year or less.`,
    );
  return period;
}

/** The period asked for in the author's time zone, from its query; refused (400) as `salesPeriod` says. */
export const salesPeriodOf = async (deps: Deps, query: Record<string, string | undefined> | null | undefined) =>
  salesPeriod(query, deps.now(), await authorTimeZone(deps));

/** The orders made from the first day's midnight to the last day's end, where the author lives. */
const ordersIn = (deps: Deps, period: SalesPeriod) => {
  const dayAfter = dayOf(new Date(Date.parse(period.to) + DAY_MS));
  return ordersBetween(
    deps,
    instantIn(period.timeZone, period.from).toISOString(),
    new Date(instantIn(period.timeZone, dayAfter).getTime() - 1).toISOString(),
  );
};

/** What the buyer paid, less Stripe's fee (0 until known) and what was refunded. */
export function salesOrderOf(order: SoldOrder): SalesOrder {
  const refunded = order.amountRefunded ?? 0;
  return {
    sessionId: order.sessionId,
    paymentIntent: order.paymentIntent,
    createdAt: order.createdAt,
    bookId: order.bookId,
    title: order.title,
    email: order.email,
    ...(order.country ? { country: order.country } : {}),
    amount: order.amountTotal,
    currency: order.currency,
    ...(order.fee === undefined ? {} : { fee: order.fee }),
    refunded,
    net: order.amountTotal - (order.fee ?? 0) - refunded,
    state: order.state,
  };
}

/** The orders' totals, one entry per currency (in order of first appearance), each keyed by `keyOf`. */
function totalsBy<K extends string>(orders: SalesOrder[], keyOf: (order: SalesOrder) => K) {
  const groups = new Map<string, { key: K; totals: SalesTotals }>();
  for (const order of orders) {
    const key = keyOf(order);
    const id = JSON.stringify([key, order.currency]);
    const group = groups.get(id) ?? {
      key,
      totals: { currency: order.currency, orders: 0, amount: 0, fees: 0, refunds: 0, net: 0, refunded: 0, disputed: 0 },
    };
    const t = group.totals;
    t.orders += 1;
    t.amount += order.amount;
    t.fees += order.fee ?? 0;
    t.refunds += order.refunded;
    t.net += order.net;
    if (order.refunded > 0) t.refunded += 1;
    if (order.state === 'disputed') t.disputed += 1;
    groups.set(id, group);
  }
  return [...groups.values()];
}
const totalsOf = (orders: SalesOrder[]) => totalsBy(orders, () => '').map((group) => group.totals);

export async function salesFigures(deps: Deps, period: SalesPeriod): Promise<SalesFigures> {
  const { timeZone } = period;
  const today = dayIn(timeZone, deps.now());
  const month = monthOf(today);
  const isThisMonth = period.from === month.first && period.to === month.last;
  const [orders, monthOrders] = await Promise.all([
    ordersIn(deps, period).then((found) => found.map(salesOrderOf)),
    isThisMonth
      ? undefined
      : ordersIn(deps, { from: month.first, to: month.last, timeZone }).then((f) => f.map(salesOrderOf)),
  ]);
  const thisMonth = monthOrders ?? orders;
  const dayOfOrder = (order: SalesOrder) => dayIn(timeZone, new Date(order.createdAt));
  return {
    period: { from: period.from, to: period.to },
    timeZone,
    totals: totalsOf(orders),
    byDay: totalsBy(orders, dayOfOrder).map(({ key, totals }) => ({
      day: key,
      ...totals,
    })),
    byBook: totalsBy(orders, (order) => order.bookId)
      .map(({ key, totals }) => ({ bookId: key, title: orders.find((o) => o.bookId === key)!.title, ...totals }))
      .sort((a, b) => b.amount - a.amount || a.title.localeCompare(b.title)),
    orders: [...orders].reverse(),
    today: totalsOf(thisMonth.filter((order) => dayOfOrder(order) === today)),
    thisMonth: totalsOf(thisMonth),
  };
}

/** `ada@example.com` → `a***@example.com`: enough to tell buyers apart in a file that leaves the site. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/** An amount in the smallest unit as a plain decimal for a spreadsheet: 499 USD → "4.99", 500 JPY → "500". */
export function decimalAmount(minorUnits: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return (minorUnits / 10 ** digits).toFixed(digits);
}

/** The period's orders as a CSV file, oldest first (SALES_CSV_COLUMNS); cells a spreadsheet would run are escaped. */
export async function exportSales(
  deps: Deps,
  period: SalesPeriod,
): Promise<{ filename: string; csv: string; orders: number }> {
  const orders = (await ordersIn(deps, period)).map(salesOrderOf);
  const rows = orders.map((order): Record<(typeof SALES_CSV_COLUMNS)[number], string> => ({
    date: order.createdAt,
    payment: order.paymentIntent,
    book: order.title,
    amount: decimalAmount(order.amount, order.currency),
    currency: order.currency.toUpperCase(),
    fee: order.fee === undefined ? '' : decimalAmount(order.fee, order.currency),
    refunded: decimalAmount(order.refunded, order.currency),
    net: decimalAmount(order.net, order.currency),
    state: order.state,
    country: order.country ?? '',
    email: maskEmail(order.email),
  }));
  const csv = toCsv(SALES_CSV_COLUMNS, rows);
  return { filename: `sales-${period.from}-to-${period.to}.csv`, csv, orders: rows.length };
}

/** A buyer's orders for their reader page, newest first. */
export const buyerOrders = async (deps: Deps, email: string) =>
  (await ordersOfEmail(deps, email)).map(salesOrderOf).reverse();
