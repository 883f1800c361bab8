/**
 * An offline stand-in for Stripe, for `npm start` and the integration tests: one server, one module
 * a job. It answers the calls the site makes as Stripe's published API does, taking the `stripe`
 * package's own types as the description (api.ts): Checkout Sessions create and retrieve,
 * PaymentIntents retrieve (with `expand` of `latest_charge` and `latest_charge.balance_transaction`:
 * the fee the webhook records, Stripe's US card pricing of 2.9% + 30¢) and create confirmed with a
 * test PaymentMethod (`pm_card_visa`, for tests that make a payment without the hosted page), and
 * refunds create; form-encoded as the SDK sends them (`a[b][0][c]=…`, params.ts), Bearer auth,
 * Stripe's JSON objects and error shape (errors.ts), and Stripe's idempotent requests
 * (idempotency.ts). Its hosted checkout page (a session's `url`, checkout-page.ts) behaves as
 * Stripe's test cards and SEPA test IBANs do. Each payment, refund and dispute sends Stripe's event,
 * signed, to the site's real webhook route (webhooks.ts). The SDK reaches it through its documented
 * host/port/protocol options (infra/local/settings.ts). State is kept in memory (state.ts).
 * Listens on 127.0.0.1 only and calls nothing but the site's own address.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { LOOPBACK } from '../settings';
import { stripeApi } from './api';
import { hostedCheckout } from './checkout-page';
import { StripeError, errorBody } from './errors';
import { IDEMPOTENCY, idempotentApi } from './idempotency';
import { parseStripeForm } from './params';
import { emptyState, newId } from './state';
import { webhookSender } from './webhooks';

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

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const origin = `http://${LOOPBACK}:${options.port}`;
  const state = emptyState();
  const webhooks = webhookSender(options);
  const api = stripeApi(state, origin, webhooks.send);
  const once = idempotentApi(api);
  const hostedPage = hostedCheckout(state, webhooks.send);

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
    const page = hostedPage(url.pathname, method, body);
    if (page) return reply(res, page.status, page.body, page.headers);
    const json = {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': Stripe.API_VERSION,
    };
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
      await webhooks.settled();
    },
  };
}
