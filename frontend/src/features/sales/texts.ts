import { formatAmount } from '@contract/sales';
import { count } from '../../lib/count';

const dayWords = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const dayNames = new Intl.DateTimeFormat('en-US', { ...dayWords, timeZone: 'UTC' });
/** A day the server counted (`2026-11-05`, a day of the author's time zone) as "Nov 5, 2026". */
export const formatDay = (isoDay: string) => dayNames.format(new Date(`${isoDay}T00:00:00Z`));
/** The author's day of an instant (an order's time) as "Nov 5, 2026": a sale at 9:18 pm in Ontario is that day's. */
export const formatDayIn = (timeZone: string, iso: string) =>
  new Intl.DateTimeFormat('en-US', { ...dayWords, timeZone }).format(new Date(iso));

/** The sales desk's texts (admin only, so kept with the feature). */
export const salesText = {
  heading: 'Sales',
  intro:
    'Books sold direct through Stripe: orders, what buyers paid, Stripe’s fees, refunds and what is left, by day and by book.',
  timeZone: (zone: string) => `Days are days in ${zone}. `,
  changeTimeZone: 'Change the time zone',
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
  refund: {
    column: 'Refund',
    button: 'Refund',
    pending: 'Refund pending',
    title: 'Refund this order?',
    description: (email: string, amount: string, title: string) =>
      `${email} gets ${amount} back for ${title}: Stripe refunds it to the card or account they paid with. Their download stops working, and they get an email saying so. A refund cannot be undone.`,
    confirm: (amount: string) => `Refund ${amount}`,
    cancel: 'Keep the order',
    close: 'Close',
    requested: 'Refund asked of Stripe',
    already: 'Already refunded',
    failed: 'The refund could not be made',
  },
  dashboard: {
    heading: 'Sales',
    explain: 'Books sold direct; days in your time zone.',
    today: 'Today',
    thisMonth: 'This month',
    none: 'No sales',
    link: 'Open the sales desk',
    loading: 'Loading sales…',
    loadError: 'The sales could not be loaded.',
  },
  money: formatAmount,
};
