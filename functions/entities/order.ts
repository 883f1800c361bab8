import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseEmail } from '../lib/email-address';
import {
  batchGet,
  batchWrite,
  BY_KIND,
  conditionally,
  queryAll,
  queryPartition,
  transact,
  updateIf,
  type Db,
  type Key,
} from './table';

/**
 * Buy Direct's items. An order is keyed by its Checkout Session, so a session makes one
 * order however often, late or out of order Stripe delivers its event. Refunds and disputes name the
 * payment, not the session: the payment's item notes a withdrawal whichever arrives first, and each
 * side applies it to the other. Each event Stripe sent is stored once, by its id.
 */

export type OrderState = 'paid' | 'refunded' | 'disputed';
export type Withdrawal = Exclude<OrderState, 'paid'>;

export interface OrderItem {
  sessionId: string;
  paymentIntent: string;
  /** The book of hers (its id in her site) and the Books entry whose EPUB was sold. */
  bookId: string;
  ebookId: string;
  title: string;
  email: string;
  name?: string;
  country?: string;
  /** In the smallest unit of `currency`, as Stripe reports them (tax included). */
  amountTotal: number;
  currency: string;
  createdAt: string;
  state: OrderState;
  withdrawnAt?: string;
  /** The buyer's watermarked copy, once made. */
  copyId?: string;
  /** When the receipt was claimed for sending (set once, so one receipt goes out). */
  receiptAt?: string;
  /** When the email telling the buyer of a full refund was claimed for sending (set once, so one goes out). */
  refundNoticeAt?: string;
  downloads: number;
  lastDownloadAt?: string;
  /** The hash of the receipt link's token (its item is `orderLinkKey`), so an erasure can remove it. */
  linkHash?: string;
  /** When the buyer was erased: the address is masked and the name gone; what tax law keeps stays. */
  erasedAt?: string;
}

export interface PaymentItem {
  paymentIntent: string;
  sessionId?: string;
  withdrawal?: Withdrawal;
  withdrawnAt?: string;
  /** When a payment that was to settle later failed and the buyer was told (set once, so one email goes out). */
  failedAt?: string;
}

const orderKey = (sessionId: string): Key => ({ pk: `ORDER#${sessionId}`, sk: 'ORDER' });
const paymentKey = (paymentIntent: string): Key => ({ pk: `PAYMENT#${paymentIntent}`, sk: 'PAYMENT' });
const orderLinkKey = (tokenHash: string): Key => ({ pk: `ORDER_LINK#${tokenHash}`, sk: 'LINK' });
const stripeEventKey = (eventId: string): Key => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });

async function getItem<T>(deps: Db, key: Key): Promise<T | undefined> {
  const { Item } = await deps.db.send(new GetCommand({ TableName: deps.table, Key: key, ConsistentRead: true }));
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...item } = Item;
  return item as T;
}

export const getOrder = (deps: Db, sessionId: string) => getItem<OrderItem>(deps, orderKey(sessionId));
export const getPayment = (deps: Db, paymentIntent: string) => getItem<PaymentItem>(deps, paymentKey(paymentIntent));

/** The order an emailed link names, by the hash of its token. */
export async function getOrderByLink(deps: Db, tokenHash: string): Promise<OrderItem | undefined> {
  const link = await getItem<{ sessionId: string }>(deps, orderLinkKey(tokenHash));
  return link ? getOrder(deps, link.sessionId) : undefined;
}

/**
 * The order of a completed session, once: with the payment's item pointing back at it, in one
 * transaction. False when the session already has its order.
 */
export async function putOrder(deps: Db, order: OrderItem): Promise<boolean> {
  const outcome = await transact(deps, [
    {
      Put: {
        TableName: deps.table,
        Item: { ...orderKey(order.sessionId), ...order, email: normaliseEmail(order.email) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: deps.table,
        Key: paymentKey(order.paymentIntent),
        UpdateExpression: 'SET paymentIntent = :pi, sessionId = :session',
        ExpressionAttributeValues: { ':pi': order.paymentIntent, ':session': order.sessionId },
      },
    },
    { Put: { TableName: deps.table, Item: libraryEntry(order) } },
  ]);
  return outcome.written;
}

/** Notes a refund or dispute on the payment (the first one stays); the payment's item as it now is. */
export async function withdrawPayment(
  deps: Db,
  paymentIntent: string,
  withdrawal: Withdrawal,
  at: string,
): Promise<PaymentItem> {
  const outcome = await updateIf(deps, {
    Key: paymentKey(paymentIntent),
    UpdateExpression:
      'SET paymentIntent = :pi, withdrawal = if_not_exists(withdrawal, :w), withdrawnAt = if_not_exists(withdrawnAt, :at)',
    ExpressionAttributeValues: { ':pi': paymentIntent, ':w': withdrawal, ':at': at },
    ReturnValues: 'ALL_NEW',
  });
  const { pk: _pk, sk: _sk, ...item } = (outcome?.attributes ?? {}) as Record<string, unknown>;
  return item as unknown as PaymentItem;
}

/** Withdraws an order's download (a refund or dispute), once: the first withdrawal stays. */
export const withdrawOrder = (deps: Db, sessionId: string, withdrawal: Withdrawal, at: string) =>
  updateIf(deps, {
    Key: orderKey(sessionId),
    UpdateExpression: 'SET #state = :w, withdrawnAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND #state = :paid',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':w': withdrawal, ':at': at, ':paid': 'paid' },
  });

/** Ties the buyer's copy to the order, once; false when another delivery got there first. */
export const setOrderCopy = (deps: Db, sessionId: string, copyId: string) =>
  setOnce(deps, orderKey(sessionId), 'copyId', copyId, { existing: true });

/**
 * Sets `field` on the item at `key` unless it was set before (false then, nothing written); with
 * `existing`, only on an item that exists; `also` sets more fields in the same write.
 */
function setOnce(
  deps: Db,
  key: Key,
  field: string,
  value: string,
  options: { existing?: boolean; also?: Record<string, string> } = {},
): Promise<boolean> {
  const fields = [[field, value], ...Object.entries(options.also ?? {})];
  return updateIf(deps, {
    Key: key,
    UpdateExpression: `SET ${fields.map(([name], i) => `${name} = :v${i}`).join(', ')}`,
    ConditionExpression: `${options.existing ? 'attribute_exists(pk) AND ' : ''}attribute_not_exists(${field})`,
    ExpressionAttributeValues: Object.fromEntries(fields.map(([, v], i) => [`:v${i}`, v])),
  }).then(Boolean);
}

/**
 * Claims the order's one receipt and stores its link (the token's hash), in one transaction, while
 * the order is paid; false when a receipt was already claimed or the order was withdrawn.
 */
export async function claimReceipt(deps: Db, sessionId: string, tokenHash: string, at: string): Promise<boolean> {
  const outcome = await transact(deps, [
    {
      Update: {
        TableName: deps.table,
        Key: orderKey(sessionId),
        UpdateExpression: 'SET receiptAt = :at, linkHash = :hash',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(receiptAt) AND #state = :paid',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':at': at, ':paid': 'paid', ':hash': tokenHash },
      },
    },
    {
      Put: {
        TableName: deps.table,
        Item: { ...orderLinkKey(tokenHash), sessionId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return outcome.written;
}

/** Gives a claim (`receiptAt`, `refundNoticeAt`) back after a failed send, so Stripe's next delivery of the event sends it. */
const releaseClaim = (deps: Db, key: Key, claim: string, at: string) =>
  updateIf(deps, {
    Key: key,
    UpdateExpression: 'REMOVE #claim',
    ConditionExpression: '#claim = :at',
    ExpressionAttributeNames: { '#claim': claim },
    ExpressionAttributeValues: { ':at': at },
  });

export const releaseReceipt = (deps: Db, sessionId: string, at: string) =>
  releaseClaim(deps, orderKey(sessionId), 'receiptAt', at);

/** Claims the one email telling the buyer their order was refunded in full; false when it was claimed before. */
export const claimRefundNotice = (deps: Db, sessionId: string, at: string) =>
  setOnce(deps, orderKey(sessionId), 'refundNoticeAt', at, { existing: true });

export const releaseRefundNotice = (deps: Db, sessionId: string, at: string) =>
  releaseClaim(deps, orderKey(sessionId), 'refundNoticeAt', at);

/** Claims the one email telling the buyer their later payment failed; false when it was claimed before. */
export const claimPaymentFailure = (deps: Db, paymentIntent: string, at: string) =>
  setOnce(deps, paymentKey(paymentIntent), 'failedAt', at, { also: { paymentIntent } });

/** Gives the claim back after a failed send, so Stripe's next delivery of the event tells the buyer. */
export const releasePaymentFailure = (deps: Db, paymentIntent: string, at: string) =>
  releaseClaim(deps, paymentKey(paymentIntent), 'failedAt', at);

/** Counts one press of Download while the order is paid and under `max`; false otherwise (nothing written). */
export const countOrderDownload = (deps: Db, sessionId: string, max: number, at: string) =>
  updateIf(deps, {
    Key: orderKey(sessionId),
    UpdateExpression: 'ADD downloads :one SET lastDownloadAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND #state = :paid AND downloads < :max',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':one': 1, ':at': at, ':paid': 'paid', ':max': max },
  }).then(Boolean);

/** Stores one of Stripe's events by its id, once; false when it was stored before (a repeated delivery). */
export const putStripeEvent = (
  deps: Db,
  event: { id: string; type: string; created: number; objectId: string },
  receivedAt: string,
) =>
  conditionally(
    deps.db.send(
      new PutCommand({
        TableName: deps.table,
        Item: { ...stripeEventKey(event.id), ...event, receivedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );

// ---- "My books": a buyer's orders by address, the emailed link to them, erasure -----------------

/**
 * One item per (address, order), written with the order: a buyer's library is one query of their
 * partition, never a scan. The address is in its key, so an erasure finds it and deletes it.
 */
const libraryKey = (email: string) => `LIBRARY#${normaliseEmail(email)}`;
const libraryEntry = (order: OrderItem) => ({
  pk: libraryKey(order.email),
  sk: `ORDER#${order.sessionId}`,
  sessionId: order.sessionId,
  createdAt: order.createdAt,
});
const libraryLinkKey = (tokenHash: string): Key => ({ pk: `LIBRARY_LINK#${tokenHash}`, sk: 'LINK' });

/**
 * An emailed link to a reader's library: it names the address, and the page lists what the address
 * has when it is opened (its orders, the free ebook, review copies), so a book bought after the
 * link was made is on it too.
 */
export interface LibraryLinkItem {
  email: string;
  createdAt: string;
  /** Epoch seconds: the TTL, and the instant after which the link no longer opens the library. */
  expiresAt: number;
}

/** The sessions of every order in the library of `email`, oldest first. */
export const listLibrary = async (deps: Db, email: string): Promise<string[]> =>
  (await queryPartition<{ sessionId: string; createdAt: string }>(deps, libraryKey(email), 'ORDER#'))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((entry) => entry.sessionId);

/** A library link's item with its key, ready to be written (alone, or with a bulk send's chunk). */
export const libraryLinkItem = (tokenHash: string, link: LibraryLinkItem) => ({
  ...libraryLinkKey(tokenHash),
  ...link,
  email: normaliseEmail(link.email),
});

export const putLibraryLink = (deps: Db, tokenHash: string, link: LibraryLinkItem) =>
  deps.db.send(new PutCommand({ TableName: deps.table, Item: libraryLinkItem(tokenHash, link) }));

export const getLibraryLink = (deps: Db, tokenHash: string) =>
  getItem<LibraryLinkItem>(deps, libraryLinkKey(tokenHash));

/**
 * A reader moving to another address takes their orders along: each entry of the old address's
 * library is written under the new one, then deleted from the old. The order keeps the address it
 * was bought with (the author's tax record); the library names where its reader is now.
 */
export async function moveLibrary(deps: Db, from: string, to: string): Promise<void> {
  const entries = await queryPartition<Key & Record<string, unknown>>(deps, libraryKey(from), 'ORDER#');
  await batchWrite(deps, [
    ...entries.map((entry) => ({ PutRequest: { Item: { ...entry, pk: libraryKey(to) } } })),
    ...entries.map((entry) => ({ DeleteRequest: { Key: { pk: entry.pk, sk: entry.sk } } })),
  ]);
}

/** True for an order's own item (as a whole-table scan returns it), whose tax record an erasure keeps. */
export const isOrderItem = (item: Key) => item.pk.startsWith('ORDER#') && item.sk === 'ORDER';

/**
 * An erasure's part of an order: the address masked, the name gone, the receipt link deleted, in one
 * transaction; the amount, currency, date, country and book stay for the author's tax records.
 */
export async function eraseOrder(deps: Db, order: OrderItem, maskedEmail: string, at: string): Promise<void> {
  await transact(deps, [
    {
      Update: {
        TableName: deps.table,
        Key: orderKey(order.sessionId),
        UpdateExpression: 'SET email = :masked, erasedAt = :at REMOVE #name, linkHash',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':masked': maskedEmail, ':at': at },
      },
    },
    ...(order.linkHash ? [{ Delete: { TableName: deps.table, Key: orderLinkKey(order.linkHash) } }] : []),
  ]);
}

// ---- the author's sales desk ------------------------------------------------

/**
 * What the desk adds to an order, from Stripe's events: the fee and net of the charge's balance
 * transaction (in the order's currency), and how much was refunded so far (Stripe's cumulative
 * `amount_refunded`, so a partial refund counts its part). Orders are listed by `createdAt` through
 * the `by-kind` index (`sk = ORDER`): no scan and no extra item, every existing order included.
 */
export interface OrderFigures {
  fee?: number;
  net?: number;
  amountRefunded?: number;
  refundedAt?: string;
}
export type SoldOrder = OrderItem & OrderFigures;

const ORDER_KIND = 'ORDER';
const ORDER_ATTRIBUTES = [
  'sessionId',
  'paymentIntent',
  'bookId',
  'ebookId',
  'title',
  'email',
  'name',
  'country',
  'amountTotal',
  'currency',
  'createdAt',
  'state',
  'withdrawnAt',
  'downloads',
  'fee',
  'net',
  'amountRefunded',
  'refundedAt',
] as const;

/** Records the charge's fee and net on the order, once. */
export const setOrderFee = (deps: Db, sessionId: string, fee: number, net: number) =>
  updateIf(deps, {
    Key: orderKey(sessionId),
    UpdateExpression: 'SET fee = :fee, net = :net',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(fee)',
    ExpressionAttributeValues: { ':fee': fee, ':net': net },
  }).then(Boolean);

/** Raises the refunded amount: Stripe's amount_refunded only grows, so an older event arriving late changes nothing. */
const raiseRefund = (
  deps: Db,
  key: Key,
  amountRefunded: number,
  at: string,
  condition: string,
  paymentIntent?: string,
) =>
  updateIf(deps, {
    Key: key,
    UpdateExpression: `SET amountRefunded = :amount, refundedAt = :at${paymentIntent ? ', paymentIntent = :pi' : ''}`,
    ConditionExpression: `${condition}(attribute_not_exists(amountRefunded) OR amountRefunded < :amount)`,
    ExpressionAttributeValues: {
      ':amount': amountRefunded,
      ':at': at,
      ...(paymentIntent ? { ':pi': paymentIntent } : {}),
    },
  });

/**
 * Notes the refunded amount on the payment (which exists before its order when events come out of
 * order) and on its order when there is one.
 */
export async function recordRefund(deps: Db, paymentIntent: string, amountRefunded: number, at: string) {
  await raiseRefund(deps, paymentKey(paymentIntent), amountRefunded, at, '', paymentIntent);
  const payment = await getPayment(deps, paymentIntent);
  if (payment?.sessionId) await applyRefund(deps, payment.sessionId, payment);
}

/** Copies the payment's refunded amount onto its order (also for a refund that arrived before the checkout). */
export async function applyRefund(deps: Db, sessionId: string, payment: PaymentItem & OrderFigures): Promise<void> {
  if (payment.amountRefunded === undefined) return;
  await raiseRefund(
    deps,
    orderKey(sessionId),
    payment.amountRefunded,
    payment.refundedAt ?? '',
    'attribute_exists(pk) AND ',
  );
}

/** The orders made between two instants (ISO, both included), oldest first. */
export async function ordersBetween(deps: Db, from: string, to: string): Promise<SoldOrder[]> {
  const keys = await queryAll<Key>(deps, {
    TableName: deps.table,
    IndexName: BY_KIND.name,
    KeyConditionExpression: `${BY_KIND.partitionKey} = :kind AND ${BY_KIND.sortKey} BETWEEN :from AND :to`,
    ExpressionAttributeValues: { ':kind': ORDER_KIND, ':from': from, ':to': to },
    ProjectionExpression: 'pk, sk',
  });
  return sortedOrders(deps, keys);
}

/** One buyer's orders, oldest first: their "My books" partition names them, so nothing is scanned or filtered. */
export async function ordersOfEmail(deps: Db, email: string): Promise<SoldOrder[]> {
  const keys = (await listLibrary(deps, email)).map(orderKey);
  return sortedOrders(deps, keys);
}

async function sortedOrders(deps: Db, keys: Key[]): Promise<SoldOrder[]> {
  const orders = await batchGet<SoldOrder>(deps, keys, ORDER_ATTRIBUTES);
  return orders.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.sessionId.localeCompare(b.sessionId));
}
