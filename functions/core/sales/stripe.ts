import type { Stripe } from 'stripe';
import type { Deps } from '../../lib/deps';
import { NotConfiguredError } from '../../lib/errors';

/**
 * The Stripe SDK, loaded on first use (a dynamic import: only the sales routes pay for it) and
 * built with the documented host/port/protocol options from the environment, which point at the
 * local stand-in (infra/local/stripe-stand-in/) locally and are unset in the cloud.
 */

const NOT_CONFIGURED =
  'Buying direct is not open yet: the shop’s payment account is not set up. Please try again later, or get the book from the bookstore.';

let loaded: Promise<typeof import('stripe')> | undefined;
const clients = new Map<string, Stripe>();

export async function stripeModule() {
  loaded ??= import('stripe');
  return loaded;
}

export async function stripeClient(deps: Deps): Promise<Stripe> {
  const key = await deps.stripe.secretKey();
  if (!key) throw new NotConfiguredError(NOT_CONFIGURED);
  const cached = clients.get(key);
  if (cached) return cached;
  const { default: StripeSdk } = await stripeModule();
  const client = new StripeSdk(key, { ...deps.stripe.api, telemetry: false, maxNetworkRetries: 2 });
  clients.set(key, client);
  return client;
}

export async function webhookSecret(deps: Deps): Promise<string> {
  const secret = await deps.stripe.webhookSecret();
  if (!secret)
    throw new NotConfiguredError('The Stripe webhook signing secret is not stored yet; see the README’s deploy steps.');
  return secret;
}
