import type { HeldSession } from './state';

/** The markup of the stand-in's hosted checkout page, styled after Stripe Checkout's test mode. */

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 2px 8px #0002}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c4cbd6;border-radius:.375rem}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:600;padding:.8rem;border:0;border-radius:.375rem;background:#635bff;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #635bff;outline-offset:2px}.note{background:#fff8e1;padding:.5rem .75rem;border-radius:.375rem;font-size:.9rem}.error{color:#b3093c;font-weight:600}</style></head>
<body><main>${body}</main></body></html>`;
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const sessionNotFoundPage = () =>
  page(
    'Not found',
    '<h1>This checkout page does not exist</h1><p>It may have expired. Go back to the shop and start again.</p>',
  );

/** The payment form of an open session: its items and total, and `problem` with the buyer's `values` after a refused Pay. */
export function checkoutPage(
  found: Pick<HeldSession, 'session' | 'items'>,
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
