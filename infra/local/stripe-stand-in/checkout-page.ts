import { checkoutPage, sessionNotFoundPage } from './checkout-html';
import {
  makePayment,
  newId,
  nowSeconds,
  type Charge,
  type Dispute,
  type HeldSession,
  type Intent,
  type Session,
  type StandInState,
} from './state';
import type { SendEvent } from './webhooks';

/** Stripe's test cards this stand-in knows (docs.stripe.com/testing). */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  disputed: '4000000000000259',
} as const;
/** Stripe's SEPA Direct Debit test IBANs (docs.stripe.com/testing#sepa-direct-debit): paid later, or failed later. */
export const TEST_IBANS = { settles: 'DE89370400440532013000', fails: 'DE62370400440532013001' } as const;

/** Where a session's hosted page lives under the stand-in's origin (a session's `url`), and its id in it. */
export const hostedPagePath = (sessionId: string) => `/c/pay/${sessionId}`;
const HOSTED_PAGE = /^\/c\/pay\/([^/]+)$/;

export interface PageReply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

type Outcome = { redirect: string } | { problem: string };

const successUrlOf = (session: Session) => session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);

/** The payment of a session's total, with its metadata, by a test PaymentMethod. */
const paymentOf = (state: StandInState, found: HeldSession, method: string) =>
  makePayment(state, found.session.amount_total!, found.session.currency!, found.paymentMetadata, method);

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
  state: StandInState,
  send: SendEvent,
  found: HeldSession,
  fields: Record<string, string>,
  iban: string,
): Outcome {
  const { session } = found;
  if (iban !== TEST_IBANS.settles && iban !== TEST_IBANS.fails)
    return { problem: 'Your IBAN is invalid. Your request was in test mode, but used a non test account.' };
  const { intent, charge } = paymentOf(state, found, 'pm_sepa_debit');
  const held = state.intents.get(intent)!;
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
  return { redirect: successUrlOf(session) };
}

/** The hosted page's Pay button: a test card decides, as in Stripe's test mode. */
function pay(state: StandInState, send: SendEvent, found: HeldSession, fields: Record<string, string>): Outcome {
  const { session } = found;
  const card = (fields.cardNumber ?? '').replace(/[\s-]/g, '');
  const email = (fields.email ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { problem: 'Your email address is incomplete.' };
  if (fields.iban !== undefined)
    return payLater(state, send, found, fields, fields.iban.replace(/\s/g, '').toUpperCase());
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
  const { intent, charge } = paymentOf(state, found, 'pm_card_visa');
  complete(session, intent, fields, 'paid');
  send('checkout.session.completed', session);
  if (card === TEST_CARDS.disputed) {
    charge.disputed = true;
    const dispute: Dispute = {
      id: newId('dp'),
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
  return { redirect: successUrlOf(session) };
}

/**
 * The hosted checkout page (a session's `url`), as Stripe's test mode behaves: GET shows the
 * payment form, POST pays with a test card (or IBAN) and redirects to the session's success URL,
 * or shows the form again with what to fix (402). Answers undefined for a path that is not a
 * hosted page.
 */
export function hostedCheckout(state: StandInState, send: SendEvent) {
  return (pathname: string, method: string, body: string): PageReply | undefined => {
    const hosted = HOSTED_PAGE.exec(pathname);
    if (!hosted) return undefined;
    const found = state.sessions.get(hosted[1]!);
    const html = { 'content-type': 'text/html; charset=utf-8' };
    if (!found) return { status: 404, body: sessionNotFoundPage(), headers: html };
    if (found.session.status === 'complete')
      return { status: 303, body: '', headers: { location: successUrlOf(found.session) } };
    if (method === 'GET') return { status: 200, body: checkoutPage(found), headers: html };
    if (method !== 'POST') return { status: 405, body: '', headers: { allow: 'GET, POST' } };
    const fields = Object.fromEntries(new URLSearchParams(body));
    const outcome = pay(state, send, found, fields);
    if ('redirect' in outcome) return { status: 303, body: '', headers: { location: outcome.redirect } };
    return { status: 402, body: checkoutPage(found, outcome.problem, fields), headers: html };
  };
}
