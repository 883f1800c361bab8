/**
 * An offline stand-in for Stripe, for `npm start` and the integration tests. It
 * answers the calls the site makes as Stripe's published API does, taking the `stripe` package's
 * own types as the description: Checkout Sessions create (POST /v1/checkout/sessions) and retrieve
 * (GET /v1/checkout/sessions/:id), PaymentIntents retrieve (GET /v1/payment_intents/:id, with
 * `expand` of `latest_charge` and `latest_charge.balance_transaction`: the fee the webhook records,
 * Stripe's US card pricing of 2.9% + 30¢) and create confirmed with a test PaymentMethod
 * (`pm_card_visa`, for tests that make a payment without the hosted page), and refunds create
 * (POST /v1/refunds), form-encoded as the SDK
 * sends them (`a[b][0][c]=…`), Bearer auth, Stripe's JSON objects and error shape, and Stripe's
 * idempotent requests (IDEMPOTENCY, below): a POST repeated with its Idempotency-Key is answered
 * with the first answer and done once. Its hosted
 * checkout page (`url` of a session) behaves as Stripe's test cards do: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined (card_declined), 4000 0000 0000 0259 pays and is then disputed;
 * posted with an `iban` instead of a card, Stripe's SEPA test IBANs pay later (TEST_IBANS).
 * A payment sends `checkout.session.completed`, a payment that settles later that event unpaid then
 * `checkout.session.async_payment_succeeded` or `…_failed`, a refund `charge.refunded`, a dispute
 * `charge.dispute.created`, each signed with the local endpoint secret by the SDK's own helper
 * (`webhooks.generateTestHeaderString`) and posted to the site's real webhook route. The SDK reaches
 * it through its documented host/port/protocol options (infra/local/settings.ts). State is kept in
 * memory: a restart forgets open sessions, never an order (those are the site's).
 * Listens on 127.0.0.1 only and calls nothing but the site's own address.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { LOOPBACK } from './settings';

type Session = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'automatic_tax'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_details'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
>;
type Charge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'balance_transaction'
  | 'captured'
  | 'created'
  | 'currency'
  | 'disputed'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'payment_intent'
  | 'refunded'
  | 'status'
>;
type Refund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'charge' | 'created' | 'currency' | 'metadata' | 'payment_intent' | 'reason' | 'status'
>;
type Dispute = Pick<
  Stripe.Dispute,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
>;

type Intent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'created'
  | 'currency'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'status'
>;
type Balance = Pick<
  Stripe.BalanceTransaction,
  | 'id'
  | 'object'
  | 'amount'
  | 'available_on'
  | 'created'
  | 'currency'
  | 'exchange_rate'
  | 'fee'
  | 'fee_details'
  | 'net'
  | 'reporting_category'
  | 'source'
  | 'status'
  | 'type'
>;

/** Stripe's standard pricing for US cards (stripe.com/pricing): 2.9% + 30¢ a successful charge. */
export const standInFee = (amount: number) => Math.round(amount * 0.029) + 30;
/** Stripe's test PaymentMethods this stand-in knows (docs.stripe.com/testing#cards). */
const TEST_PAYMENT_METHODS = ['pm_card_visa'];

interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** Stripe's test cards this stand-in knows (docs.stripe.com/testing). */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  disputed: '4000000000000259',
} as const;
/** Stripe's SEPA Direct Debit test IBANs (docs.stripe.com/testing#sepa-direct-debit): paid later, or failed later. */
export const TEST_IBANS = { settles: 'DE89370400440532013000', fails: 'DE62370400440532013001' } as const;

export interface StripeStandIn {
  /** Where the hosted pages live, e.g. http://127.0.0.1:3005. */
  origin: string;
  stop(): Promise<void>;
}

export interface StripeStandInOptions {
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** The site's webhook route, e.g. http://127.0.0.1:3000/api/sales/stripe-webhook. */
  webhookUrl: string;
}

/**
 * Stripe's idempotent requests (docs.stripe.com/api/idempotent_requests), as this stand-in obeys
 * them: a POST with an `Idempotency-Key` header is done once; a repeat with the same key and the
 * same parameters gets the first answer again (status and body, with `Idempotent-Replayed: true`)
 * and does nothing; the same key with other parameters or another endpoint is refused (400,
 * `idempotency_error`). An answer is kept only once the endpoint ran (a request refused for a
 * missing or invalid parameter keeps nothing, so it may be sent again corrected); keys are
 * forgotten after 24 hours.
 */
export const IDEMPOTENCY = { header: 'idempotency-key', replayedHeader: 'idempotent-replayed', keptHours: 24 } as const;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }
}
const missing = (param: string) =>
  new StripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
const invalid = (param: string, message: string) =>
  new StripeError(400, message, { code: 'parameter_invalid_string', param });

/** The SDK's form encoding (`line_items[0][price_data][currency]=usd`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown, param: string) => {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < 0) throw invalid(param, `Invalid integer: ${String(value)}`);
  return n;
};
const metadataOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

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

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 2px 8px #0002}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c4cbd6;border-radius:.375rem}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:600;padding:.8rem;border:0;border-radius:.375rem;background:#635bff;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #635bff;outline-offset:2px}.note{background:#fff8e1;padding:.5rem .75rem;border-radius:.375rem;font-size:.9rem}.error{color:#b3093c;font-weight:600}</style></head>
<body><main>${body}</main></body></html>`;
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const origin = `http://${LOOPBACK}:${options.port}`;
  const sessions = new Map<string, { session: Session; items: LineItem[]; paymentMetadata: Record<string, string> }>();
  const charges = new Map<string, Charge>();
  const chargeOfIntent = new Map<string, string>();
  const intents = new Map<string, Intent>();
  const balances = new Map<string, Balance>();
  const idempotent = new Map<string, { endpoint: string; params: string; at: number; status: number; body: string }>();
  // The SDK's own signing helper (a client is needed only for its `webhooks`; it never calls out).
  const signer = new Stripe(options.secretKey, { host: LOOPBACK, port: options.port, protocol: 'http' });
  let deliveries: Promise<unknown> = Promise.resolve();

  /** Sends one event, signed, to the site; retried a few times as Stripe retries (in order, one at a time). */
  function send(type: string, object: object) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    const deliver = async () => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
        const reply = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        }).catch(() => undefined);
        if (reply?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    };
    deliveries = deliveries.then(deliver, deliver);
  }

  /** A succeeded payment: its PaymentIntent, its charge and the charge's balance transaction (the fee). */
  function makePayment(amount: number, currency: string, metadata: Record<string, string>, paymentMethod: string) {
    const created = nowSeconds();
    const fee = standInFee(amount);
    const balance: Balance = {
      id: id('txn'),
      object: 'balance_transaction',
      amount,
      available_on: created + 2 * 86_400,
      created,
      currency,
      exchange_rate: null,
      fee,
      fee_details: [
        { amount: fee, application: null, currency, description: 'Stripe processing fees', type: 'stripe_fee' },
      ],
      net: amount - fee,
      reporting_category: 'charge',
      source: '',
      status: 'pending',
      type: 'charge',
    };
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: amount,
      created,
      currency,
      latest_charge: null,
      livemode: false,
      metadata,
      payment_method: paymentMethod,
      status: 'succeeded',
    };
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      balance_transaction: balance.id,
      captured: true,
      created,
      currency,
      disputed: false,
      livemode: false,
      metadata,
      paid: true,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
    };
    balance.source = charge.id;
    intent.latest_charge = charge.id;
    balances.set(balance.id, balance);
    intents.set(intent.id, intent);
    charges.set(charge.id, charge);
    chargeOfIntent.set(intent.id, charge.id);
    return { intent: intent.id, charge };
  }

  /** A PaymentIntent with the `expand` paths Stripe allows here (latest_charge, latest_charge.balance_transaction). */
  function retrieveIntent(intentId: string, params: Record<string, unknown>): object {
    const intent = intents.get(intentId);
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
    const charge = charges.get(intent.latest_charge as string)!;
    return {
      ...intent,
      latest_charge: {
        ...charge,
        balance_transaction: expand.includes('latest_charge.balance_transaction')
          ? balances.get(charge.balance_transaction as string)
          : charge.balance_transaction,
      },
    };
  }

  /** PaymentIntents create, confirmed at once with a test PaymentMethod: a payment without the hosted page. */
  function createIntent(params: Record<string, unknown>): object {
    const amount = whole(params.amount, 'amount');
    const currency = text(params.currency)?.toLowerCase();
    if (!currency) throw missing('currency');
    const method = text(params.payment_method);
    if (params.confirm !== 'true' || !method)
      throw invalid(
        'confirm',
        'This stand-in creates PaymentIntents confirmed at once (confirm=true, payment_method).',
      );
    if (!TEST_PAYMENT_METHODS.includes(method))
      throw new StripeError(404, `No such PaymentMethod: '${method}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    return intents.get(makePayment(amount, currency, metadataOf(params.metadata), method).intent)!;
  }

  function createSession(params: Record<string, unknown>): Session {
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
      url: `${origin}/c/pay/${sessionId}`,
    };
    sessions.set(sessionId, {
      session,
      items,
      paymentMetadata: metadataOf((params.payment_intent_data as Record<string, unknown> | undefined)?.metadata),
    });
    return session;
  }

  function refund(params: Record<string, unknown>): Refund {
    const intent = text(params.payment_intent);
    const chargeId = text(params.charge) ?? (intent ? chargeOfIntent.get(intent) : undefined);
    if (!intent && !text(params.charge)) throw missing('charge');
    const charge = chargeId ? charges.get(chargeId) : undefined;
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
      id: id('re'),
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

  function api(method: string, path: string, params: Record<string, unknown>): object {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const found = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!found)
        throw new StripeError(404, `No such checkout.session: '${decodeURIComponent(retrieve[1]!)}'`, {
          code: 'resource_missing',
          param: 'session',
        });
      return found.session;
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(params);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) return retrieveIntent(decodeURIComponent(intent[1]!), params);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    throw new StripeError(
      404,
      `Unrecognized request URL (${method}: ${path}). This stand-in serves Checkout Sessions create and retrieve, PaymentIntents create and retrieve, and refunds create.`,
    );
  }

  function checkoutPage(
    found: { session: Session; items: LineItem[] },
    problem?: string,
    values: Record<string, string> = {},
  ) {
    const { session, items } = found;
    const amount = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: session.currency!.toUpperCase(),
    }).format(session.amount_total! / 100);
    return page(
      'Pay | Stripe stand-in',
      `<p class="note">Local test mode (a stand-in for Stripe Checkout). Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Any future date, any CVC.</p>
<h1>${items.map((item) => escape(item.name)).join(', ')}</h1><p>Total <strong>${amount}</strong></p>
${problem ? `<p class="error" role="alert" id="problem">${escape(problem)}</p>` : ''}
<form method="post"${problem ? ' aria-describedby="problem"' : ''}>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escape(values.email ?? session.customer_email ?? '')}">
<label for="cardnumber">Card number</label><input id="cardnumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required value="${escape(values.cardNumber ?? '')}">
<label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="${escape(values.expiry ?? '')}">
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="${escape(values.cvc ?? '')}">
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required value="${escape(values.name ?? '')}">
<label for="country">Country (two letters)</label><input id="country" name="country" autocomplete="country" maxlength="2" value="${escape(values.country ?? 'US')}">
<button type="submit">Pay ${amount}</button></form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">← Back</a></p>` : ''}`,
    );
  }

  /** The payment of a session's total, with its metadata, by a test PaymentMethod. */
  const paymentOf = (found: { session: Session; paymentMetadata: Record<string, string> }, method: string) =>
    makePayment(found.session.amount_total!, found.session.currency!, found.paymentMetadata, method);

  /** The session completed by the hosted page's Pay button, with the buyer's details as Checkout collects them. */
  function complete(session: Session, intent: string, fields: Record<string, string>, paid: Session['payment_status']) {
    const country = (fields.country ?? '').trim().toUpperCase() || null;
    Object.assign(session, {
      status: 'complete',
      payment_status: paid,
      payment_intent: intent,
      customer_details: {
        email: (fields.email ?? '').trim(),
        name: (fields.name ?? '').trim() || null,
        business_name: null,
        individual_name: null,
        phone: null,
        address: { city: null, country, line1: null, line2: null, postal_code: null, state: null },
        tax_exempt: 'none',
        tax_ids: [],
      },
    } satisfies Partial<Session>);
  }

  /**
   * A payment that settles later (SEPA Direct Debit, with Stripe's test IBANs): the checkout
   * completes unpaid, then the debit succeeds or fails. Stripe's test mode takes minutes and a
   * real debit days; here both events follow at once, in order.
   */
  function payLater(
    found: { session: Session; paymentMetadata: Record<string, string> },
    fields: Record<string, string>,
    iban: string,
  ): { redirect: string } | { problem: string } {
    const { session } = found;
    if (iban !== TEST_IBANS.settles && iban !== TEST_IBANS.fails)
      return { problem: 'Your IBAN is invalid. Your request was in test mode, but used a non test account.' };
    const { intent, charge } = paymentOf(found, 'pm_sepa_debit');
    const held = intents.get(intent)!;
    Object.assign(held, { status: 'processing', amount_received: 0 } satisfies Partial<Intent>);
    Object.assign(charge, { status: 'pending', paid: false } satisfies Partial<Charge>);
    complete(session, intent, fields, 'unpaid');
    send('checkout.session.completed', session);
    if (iban === TEST_IBANS.settles) {
      Object.assign(held, { status: 'succeeded', amount_received: held.amount } satisfies Partial<Intent>);
      Object.assign(charge, { status: 'succeeded', paid: true } satisfies Partial<Charge>);
      session.payment_status = 'paid';
      send('checkout.session.async_payment_succeeded', session);
    } else {
      held.status = 'requires_payment_method';
      Object.assign(charge, { status: 'failed', captured: false, amount_captured: 0 } satisfies Partial<Charge>);
      send('checkout.session.async_payment_failed', session);
    }
    return { redirect: session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  /** The hosted page's Pay button: a test card decides, as in Stripe's test mode. */
  function pay(
    found: { session: Session; items: LineItem[]; paymentMetadata: Record<string, string> },
    fields: Record<string, string>,
  ): { redirect: string } | { problem: string } {
    const { session } = found;
    const card = (fields.cardNumber ?? '').replace(/[\s-]/g, '');
    const email = (fields.email ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { problem: 'Your email address is incomplete.' };
    if (fields.iban !== undefined) return payLater(found, fields, fields.iban.replace(/\s/g, '').toUpperCase());
    if (!/^\d{12,19}$/.test(card)) return { problem: 'Your card number is incomplete.' };
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry ?? '');
    const now = new Date();
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
      return { problem: 'Your card’s expiration date is incomplete.' };
    if (
      2000 + Number(expiry[2]) < now.getUTCFullYear() ||
      (2000 + Number(expiry[2]) === now.getUTCFullYear() && Number(expiry[1]) < now.getUTCMonth() + 1)
    ) {
      return { problem: 'Your card’s expiration year is in the past.' };
    }
    if (!/^\d{3,4}$/.test(fields.cvc ?? '')) return { problem: 'Your card’s security code is incomplete.' };
    if (card === TEST_CARDS.declined) return { problem: 'Your card was declined.' };
    if (card !== TEST_CARDS.pays && card !== TEST_CARDS.disputed)
      return { problem: 'Your card was declined. Your request was in test mode, but used a non test card.' };
    const { intent, charge } = paymentOf(found, 'pm_card_visa');
    complete(session, intent, fields, 'paid');
    send('checkout.session.completed', session);
    if (card === TEST_CARDS.disputed) {
      charge.disputed = true;
      const dispute: Dispute = {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        created: nowSeconds(),
        currency: charge.currency,
        livemode: false,
        metadata: {},
        payment_intent: intent,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      send('charge.dispute.created', dispute);
    }
    return { redirect: session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  const reply = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'cache-control': 'no-store', ...headers });
    res.end(body);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    const hosted = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    if (hosted) {
      const found = sessions.get(hosted[1]!);
      const html = { 'content-type': 'text/html; charset=utf-8' };
      if (!found)
        return reply(
          res,
          404,
          page(
            'Not found',
            '<h1>This checkout page does not exist</h1><p>It may have expired. Go back to the shop and start again.</p>',
          ),
          html,
        );
      if (found.session.status === 'complete')
        return reply(res, 303, '', {
          location: found.session.success_url!.replace('{CHECKOUT_SESSION_ID}', found.session.id),
        });
      if (method === 'GET') return reply(res, 200, checkoutPage(found), html);
      if (method !== 'POST') return reply(res, 405, '', { allow: 'GET, POST' });
      const fields = Object.fromEntries(new URLSearchParams(body));
      const outcome = pay(found, fields);
      if ('redirect' in outcome) return reply(res, 303, '', { location: outcome.redirect });
      return reply(res, 402, checkoutPage(found, outcome.problem, fields), html);
    }
    const json = { 'content-type': 'application/json', 'request-id': id('req'), 'stripe-version': Stripe.API_VERSION };
    try {
      const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!key)
        throw new StripeError(
          401,
          'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        );
      if (key !== options.secretKey)
        throw new StripeError(401, `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`);
      const params = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
      const idempotencyKey = method === 'POST' ? req.headers[IDEMPOTENCY.header] : undefined;
      if (typeof idempotencyKey !== 'string') {
        reply(res, 200, JSON.stringify(api(method, url.pathname, params), null, 2), json);
        return;
      }
      const answer = once(idempotencyKey, method, url.pathname, params);
      reply(res, answer.status, answer.body, {
        ...json,
        ...(answer.replayed ? { [IDEMPOTENCY.replayedHeader]: 'true' } : {}),
      });
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      reply(res, error.status, errorBody(error), json);
    }
  }

  const errorBody = (error: StripeError) =>
    JSON.stringify({
      error: { type: error.extra.type ?? 'invalid_request_error', message: error.message, ...error.extra },
    });

  /** A POST under an Idempotency-Key (IDEMPOTENCY): run once, its answer replayed to a repeat. */
  function once(key: string, method: string, path: string, params: Record<string, unknown>) {
    const endpoint = `${method} ${path}`;
    const now = Date.now();
    for (const [kept, entry] of idempotent)
      if (now - entry.at > IDEMPOTENCY.keptHours * 3_600_000) idempotent.delete(kept);
    const sent = JSON.stringify(params);
    const kept = idempotent.get(key);
    if (kept) {
      if (kept.endpoint !== endpoint)
        throw new StripeError(
          400,
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${kept.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      if (kept.params !== sent)
        throw new StripeError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      return { status: kept.status, body: kept.body, replayed: true };
    }
    let answer: { status: number; body: string };
    try {
      answer = {
        status: 200,
        body: JSON.stringify(api(method, path, params), null, 2),
      };
    } catch (error) {
      if (!(error instanceof StripeError) || error.extra.code?.startsWith('parameter_')) throw error;
      answer = { status: error.status, body: errorBody(error) };
    }
    idempotent.set(key, { endpoint, params: sent, at: now, ...answer });
    return { ...answer, replayed: false };
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() =>
      reply(res, 500, JSON.stringify({ error: { type: 'api_error', message: 'The stand-in failed to answer.' } }), {
        'content-type': 'application/json',
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOOPBACK, () => resolve());
  });
  return {
    origin,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deliveries.catch(() => undefined);
    },
  };
}
