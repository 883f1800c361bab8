import { randomBytes } from 'node:crypto';
import { hostedPagePath } from './checkout-page';
import { StripeError, invalid, missing } from './errors';
import { metadataOf, text, whole } from './params';
import { makePayment, newId, nowSeconds, type LineItem, type Refund, type Session, type StandInState } from './state';
import type { SendEvent } from './webhooks';

/** Stripe's test PaymentMethods this stand-in knows (docs.stripe.com/testing#cards). */
const TEST_PAYMENT_METHODS = ['pm_card_visa'];

/** One API call: its answer as Stripe's JSON object, or a StripeError. */
export type StripeApi = (method: string, path: string, params: Record<string, unknown>) => object;

function lineItemsOf(params: Record<string, unknown>): { items: LineItem[]; currency: string } {
  const raw = params.line_items as Record<string, unknown>[] | undefined;
  if (!raw?.length) throw missing('line_items');
  let currency: string | undefined;
  const items = raw.map((item, i) => {
    const data = item.price_data as Record<string, unknown> | undefined;
    if (!data) throw missing(`line_items[${i}][price_data]`);
    const itemCurrency = text(data.currency)?.toLowerCase();
    if (!itemCurrency) throw missing(`line_items[${i}][price_data][currency]`);
    if (currency && currency !== itemCurrency)
      throw invalid(`line_items[${i}][price_data][currency]`, 'All line items must use the same currency.');
    currency = itemCurrency;
    const name = text((data.product_data as Record<string, unknown> | undefined)?.name);
    if (!name) throw missing(`line_items[${i}][price_data][product_data][name]`);
    return {
      name,
      unitAmount: whole(data.unit_amount, `line_items[${i}][price_data][unit_amount]`),
      quantity: whole(item.quantity, `line_items[${i}][quantity]`),
    };
  });
  return { items, currency: currency! };
}

/** A PaymentIntent with the `expand` paths Stripe allows here (latest_charge, latest_charge.balance_transaction). */
function retrieveIntent(state: StandInState, intentId: string, params: Record<string, unknown>): object {
  const intent = state.intents.get(intentId);
  if (!intent)
    throw new StripeError(404, `No such payment_intent: '${intentId}'`, {
      code: 'resource_missing',
      param: 'intent',
    });
  const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
  for (const path of expand) {
    if (path !== 'latest_charge' && path !== 'latest_charge.balance_transaction')
      throw invalid('expand', `This property cannot be expanded (${path}).`);
  }
  if (!expand.length) return intent;
  const charge = state.charges.get(intent.latest_charge as string)!;
  return {
    ...intent,
    latest_charge: {
      ...charge,
      balance_transaction: expand.includes('latest_charge.balance_transaction')
        ? state.balances.get(charge.balance_transaction as string)
        : charge.balance_transaction,
    },
  };
}

/** PaymentIntents create, confirmed at once with a test PaymentMethod: a payment without the hosted page. */
function createIntent(state: StandInState, params: Record<string, unknown>): object {
  const amount = whole(params.amount, 'amount');
  const currency = text(params.currency)?.toLowerCase();
  if (!currency) throw missing('currency');
  const method = text(params.payment_method);
  if (params.confirm !== 'true' || !method)
    throw invalid('confirm', 'This stand-in creates PaymentIntents confirmed at once (confirm=true, payment_method).');
  if (!TEST_PAYMENT_METHODS.includes(method))
    throw new StripeError(404, `No such PaymentMethod: '${method}'`, {
      code: 'resource_missing',
      param: 'payment_method',
    });
  return state.intents.get(makePayment(state, amount, currency, metadataOf(params.metadata), method).intent)!;
}

function createSession(state: StandInState, origin: string, params: Record<string, unknown>): Session {
  const mode = text(params.mode);
  if (!mode) throw missing('mode');
  if (mode !== 'payment') throw invalid('mode', 'This stand-in serves mode=payment only.');
  const successUrl = text(params.success_url);
  if (!successUrl) throw missing('success_url');
  const { items, currency } = lineItemsOf(params);
  const amount = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const created = nowSeconds();
  const sessionId = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, '')}`;
  const automaticTax = (params.automatic_tax as Record<string, unknown> | undefined)?.enabled === 'true';
  const session: Session = {
    id: sessionId,
    object: 'checkout.session',
    amount_subtotal: amount,
    // No tax is computed offline: with automatic_tax on, Stripe Tax would add it here.
    amount_total: amount,
    automatic_tax: {
      enabled: automaticTax,
      liability: automaticTax ? { type: 'self' } : null,
      provider: automaticTax ? 'stripe' : null,
      status: automaticTax ? 'complete' : null,
    },
    cancel_url: text(params.cancel_url) ?? null,
    client_reference_id: text(params.client_reference_id) ?? null,
    created,
    currency,
    customer_details: null,
    customer_email: text(params.customer_email) ?? null,
    expires_at: created + 24 * 3600,
    livemode: false,
    metadata: metadataOf(params.metadata),
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: `${origin}${hostedPagePath(sessionId)}`,
  };
  state.sessions.set(sessionId, {
    session,
    items,
    paymentMetadata: metadataOf((params.payment_intent_data as Record<string, unknown> | undefined)?.metadata),
  });
  return session;
}

function refund(state: StandInState, send: SendEvent, params: Record<string, unknown>): Refund {
  const intent = text(params.payment_intent);
  const chargeId = text(params.charge) ?? (intent ? state.chargeOfIntent.get(intent) : undefined);
  if (!intent && !text(params.charge)) throw missing('charge');
  const charge = chargeId ? state.charges.get(chargeId) : undefined;
  if (!charge)
    throw new StripeError(404, `No such ${intent ? 'payment_intent' : 'charge'}: '${intent ?? params.charge}'`, {
      code: 'resource_missing',
      param: intent ? 'payment_intent' : 'charge',
    });
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0)
    throw new StripeError(400, `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const amount = params.amount === undefined ? left : whole(params.amount, 'amount');
  if (amount < 1 || amount > left)
    throw invalid('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  const made: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: metadataOf(params.metadata),
    payment_intent: charge.payment_intent,
    reason: (text(params.reason) as Refund['reason']) ?? null,
    status: 'succeeded',
  };
  send('charge.refunded', charge);
  return made;
}

/**
 * The Stripe API calls the site's functions make, answered from `state`: Checkout Sessions create
 * and retrieve, PaymentIntents retrieve (with `expand`) and create confirmed with a test
 * PaymentMethod, and refunds create (whose `charge.refunded` goes out through `send`). A session's
 * hosted page is under `origin`.
 */
export function stripeApi(state: StandInState, origin: string, send: SendEvent): StripeApi {
  return (method, path, params) => {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(state, origin, params);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const found = state.sessions.get(decodeURIComponent(retrieve[1]!));
      if (!found)
        throw new StripeError(404, `No such checkout.session: '${decodeURIComponent(retrieve[1]!)}'`, {
          code: 'resource_missing',
          param: 'session',
        });
      return found.session;
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(state, send, params);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) return retrieveIntent(state, decodeURIComponent(intent[1]!), params);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(state, params);
    throw new StripeError(
      404,
      `Unrecognized request URL (${method}: ${path}). This stand-in serves Checkout Sessions create and retrieve, PaymentIntents create and retrieve, and refunds create.`,
    );
  };
}
