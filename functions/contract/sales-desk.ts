import * as z from 'zod';

/**
 * The author's sales desk: the shapes of its replies and its limits. Amounts are
 * in the smallest unit of their currency, as Stripe reports them; figures are kept apart per
 * currency (the catalogue sells in USD, Stripe reports each order in its own).
 */

/** The longest period the desk reads at once: a year (and a leap day). */
export const SALES_MAX_DAYS = 366;
/** The period's query parameters: days as YYYY-MM-DD, in the author's time zone, both included. */
export const SALES_QUERY_KEYS = ['from', 'to'] as const;
/**
 * The CSV's columns, one order a row (docs/product-decisions.md says why the address is masked):
 * `payment` is Stripe's PaymentIntent id (`pi_…`), which finds the order in Stripe's dashboard and
 * opens nothing on the site, unlike the Checkout Session's id.
 */
export const SALES_CSV_COLUMNS = [
  'date',
  'payment',
  'book',
  'amount',
  'currency',
  'fee',
  'refunded',
  'net',
  'state',
  'country',
  'email',
] as const;

const money = z.number().int();

/** What a set of orders in one currency came to. `net` is amount less Stripe's fees and refunds. */
export const salesTotals = z.object({
  currency: z.string(),
  orders: z.number().int(),
  amount: money,
  fees: money,
  refunds: money,
  net: money,
  /** Orders with a refund (whole or part) and orders disputed. */
  refunded: z.number().int(),
  disputed: z.number().int(),
});
export type SalesTotals = z.infer<typeof salesTotals>;

export const salesOrder = z.object({
  sessionId: z.string(),
  /** Stripe's PaymentIntent (`pi_…`): what the CSV names the order by. */
  paymentIntent: z.string(),
  createdAt: z.string(),
  bookId: z.string(),
  title: z.string(),
  email: z.string(),
  country: z.string().optional(),
  amount: money,
  currency: z.string(),
  /** Absent until Stripe's balance transaction is known. */
  fee: money.optional(),
  refunded: money,
  net: money,
  state: z.enum(['paid', 'refunded', 'disputed']),
});
export type SalesOrder = z.infer<typeof salesOrder>;

export const salesFigures = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** The author's time zone (IANA): the days above and below are days there. */
  timeZone: z.string(),
  totals: z.array(salesTotals),
  byDay: z.array(salesTotals.extend({ day: z.string() })),
  byBook: z.array(salesTotals.extend({ bookId: z.string(), title: z.string() })),
  /** Newest first. */
  orders: z.array(salesOrder),
  /** Whatever the period: today's and this month's sales (in the author's time zone), for the dashboard. */
  today: z.array(salesTotals),
  thisMonth: z.array(salesTotals),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesExport = z.object({ filename: z.string(), csv: z.string(), orders: z.number().int() });

/** An order on the desk, by its Checkout Session's id (what the desk's rows carry). */
export const orderRefundParams = z.strictObject({
  sessionId: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]{10,190}$/, 'That is not an order of the sales desk: reload the page and try again.')
    .meta({ examples: ['cs_test_a1B2c3D4e5F6g7H8'] }),
});
/**
 * The refund button's answer: Stripe was asked for a full refund (`requested`), or the order was
 * refunded in full already. The desk records the refund from Stripe's `charge.refunded` alone.
 */
export const orderRefundReply = z.object({
  outcome: z.enum(['requested', 'already-refunded']),
  message: z.string(),
});
export type OrderRefundReply = z.infer<typeof orderRefundReply>;
