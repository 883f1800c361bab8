import Stripe from 'stripe';
import { LOOPBACK } from '../settings';
import { newId, nowSeconds } from './state';

/** Sends one event of `type` about `object` to the site. */
export type SendEvent = (type: string, object: object) => void;

export interface WebhookSender {
  send: SendEvent;
  /** Once every event sent so far has been delivered or given up on. */
  settled(): Promise<void>;
}

/**
 * Stripe's webhook deliveries: each event signed with the endpoint secret by the SDK's own helper
 * (`webhooks.generateTestHeaderString`) and posted to the site's webhook route, in order, one at a
 * time, retried a few times as Stripe retries.
 */
export function webhookSender(options: { port: number; secretKey: string; webhookSecret: string; webhookUrl: string }) {
  // The SDK's own signing helper (a client is needed only for its `webhooks`; it never calls out).
  const signer = new Stripe(options.secretKey, { host: LOOPBACK, port: options.port, protocol: 'http' });
  let deliveries: Promise<unknown> = Promise.resolve();

  function send(type: string, object: object) {
    const event = {
      id: newId('evt'),
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

  return {
    send,
    settled: () =>
      deliveries.then(
        () => undefined,
        () => undefined,
      ),
  } satisfies WebhookSender;
}
