import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * What the Stripe stand-in remembers, in memory, as Stripe's own objects (the `stripe` package's
 * types, picked to the fields the site reads): open and completed Checkout Sessions, the payments
 * made (PaymentIntent, charge, balance transaction). A restart forgets them, never an order (those
 * are the site's).
 */

export type Session = Pick<
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
export type Charge = Pick<
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
export type Refund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'charge' | 'created' | 'currency' | 'metadata' | 'payment_intent' | 'reason' | 'status'
>;
export type Dispute = Pick<
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
export type Intent = Pick<
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

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** A Checkout Session with what its hosted page shows and what its payment carries. */
export interface HeldSession {
  session: Session;
  items: LineItem[];
  paymentMetadata: Record<string, string>;
}

/** Stripe's standard pricing for US cards (stripe.com/pricing): 2.9% + 30¢ a successful charge. */
export const standInFee = (amount: number) => Math.round(amount * 0.029) + 30;

/** An object id in Stripe's shape: its prefix, then random letters and digits (`pi_3Nx…`). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StandInState {
  sessions: Map<string, HeldSession>;
  charges: Map<string, Charge>;
  chargeOfIntent: Map<string, string>;
  intents: Map<string, Intent>;
  balances: Map<string, Balance>;
}

export const emptyState = (): StandInState => ({
  sessions: new Map(),
  charges: new Map(),
  chargeOfIntent: new Map(),
  intents: new Map(),
  balances: new Map(),
});

/** A succeeded payment: its PaymentIntent, its charge and the charge's balance transaction (the fee). */
export function makePayment(
  state: StandInState,
  amount: number,
  currency: string,
  metadata: Record<string, string>,
  paymentMethod: string,
) {
  const created = nowSeconds();
  const fee = standInFee(amount);
  const balance: Balance = {
    id: newId('txn'),
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
    id: newId('pi'),
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
    id: newId('ch'),
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
  state.balances.set(balance.id, balance);
  state.intents.set(intent.id, intent);
  state.charges.set(charge.id, charge);
  state.chargeOfIntent.set(intent.id, charge.id);
  return { intent: intent.id, charge };
}
