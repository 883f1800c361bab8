import { formatAmount } from '@contract/sales';
import { count } from '../../lib/count';

const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** A UTC day (`2026-11-05`, or an instant) as "Nov 5, 2026": the server's days are UTC days. */
export const formatUtcDay = (isoDay: string) => utcDay.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));

/** The sales desk's texts (admin only, so kept with the feature). */
export const salesText = {
  heading: 'Sales',
  intro:
    'Books sold direct through Stripe: orders, what buyers paid, Stripe’s fees, refunds and what is left, by day and by book. Days are UTC days.',
  period: 'Period',
  from: 'From',
  to: 'To',
  show: 'Show',
  thisMonth: 'This month',
  periodShown: (from: string, to: string) => `${from} – ${to}`,
  loading: 'Loading sales…',
  loadError: 'The sales could not be loaded.',
  empty: 'No orders in this period',
  emptyHint: 'Orders appear here as soon as Stripe confirms a payment.',
  csv: 'Download CSV',
  csvBusy: 'Preparing CSV…',
  csvDone: (orders: number) => ({
    title: 'CSV saved',
    description: `${count(orders, 'order', 'orders')} in the file.`,
  }),
  csvFailed: 'The CSV could not be made.',
  totals: {
    orders: 'Orders',
    amount: 'Paid by buyers',
    fees: 'Stripe fees',
    refunds: 'Refunds',
    net: 'Net',
  },
  refundedNote: (refunded: number, disputed: number) =>
    [
      refunded ? `${count(refunded, 'order', 'orders')} refunded in whole or part` : '',
      disputed ? `${count(disputed, 'order', 'orders')} disputed` : '',
    ]
      .filter(Boolean)
      .join('; '),
  /** The name of a wide table's scrolling region (it differs from its section's heading). */
  tableOf: (heading: string) => `${heading}: table`,
  byDay: { heading: 'By day', label: 'Day' },
  byBook: { heading: 'By book', label: 'Book' },
  orders: {
    heading: 'Orders',
    intro: 'Newest first. The fee shows once Stripe has reported it.',
    date: 'Date',
    book: 'Book',
    buyer: 'Buyer',
    amount: 'Paid',
    fee: 'Fee',
    refunded: 'Refunded',
    net: 'Net',
    state: 'State',
    country: 'Country',
    feePending: 'pending',
  },
  states: { paid: 'Paid', refunded: 'Refunded', disputed: 'Disputed' },
  dashboard: {
    heading: 'Sales',
    explain: 'Books sold direct, in UTC days.',
    today: 'Today',
    thisMonth: 'This month',
    none: 'No sales',
    link: 'Open the sales desk',
    loading: 'Loading sales…',
    loadError: 'The sales could not be loaded.',
  },
  money: formatAmount,
};
