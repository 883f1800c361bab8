import * as z from 'zod';

/**
 * The keys of other services the site needs (MailerLite's, Stripe's), which the author enters in
 * the admin's Account page. Each is kept in a secret of its own (Secrets Manager; locally its
 * stand-in); the admin may store one and see whether and when it was stored, never read it back.
 */
export const STORED_KEYS = ['mailerliteApiKey', 'stripeSecretKey', 'stripeWebhookSecret'] as const;
export type StoredKeyName = (typeof STORED_KEYS)[number];

/**
 * One key's state. Nothing of the value, not even its last characters: the admin function may not
 * read the secrets at all (its grant is write and describe), so a stolen admin session learns
 * nothing of a key, and "Set on <date>" tells her what she needs (whether she still has to enter it).
 */
export const storedKeyState = z.object({
  key: z.enum(STORED_KEYS),
  set: z.boolean(),
  /** When the value in use was stored (ISO 8601); absent while unset. */
  changedAt: z.string().optional(),
});
export type StoredKeyState = z.infer<typeof storedKeyState>;

export const storedKeys = z.object({ keys: z.array(storedKeyState) });
export type StoredKeys = z.infer<typeof storedKeys>;

/** The longest key accepted: Stripe's keys are up to 255 characters, MailerLite's tokens about a thousand. */
export const STORED_KEY_MAX_LENGTH = 4096;

const STRIPE_SECRET = /^(sk|rk)_(live|test)_[A-Za-z0-9]{16,247}$/;
const STRIPE_WEBHOOK = /^whsec_[A-Za-z0-9+/=]{16,249}$/;
/** MailerLite's API tokens are JWTs: three base64url parts joined by dots, the first `eyJ` (`{"`). */
const MAILERLITE_TOKEN = /^eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Why `value` is not a `key` (a sentence she can act on), or undefined when it has the key's shape. */
export function storedKeyProblem(key: StoredKeyName, value: string): string | undefined {
  switch (key) {
    case 'stripeSecretKey':
      if (STRIPE_SECRET.test(value)) return undefined;
      if (/^pk_/.test(value))
        return 'That is Stripe’s publishable key (pk_…). Buy Direct needs the secret key, just below it in Stripe → Developers → API keys: it starts with sk_live_.';
      if (/^whsec_/.test(value))
        return 'That is a webhook signing secret (whsec_…). Enter it as the webhook signing secret; the secret key starts with sk_live_.';
      return 'That is not a Stripe secret key. In Stripe, open Developers → API keys and copy the secret key: it starts with sk_live_ (sk_test_ while testing, rk_live_ for a restricted key).';
    case 'stripeWebhookSecret':
      if (STRIPE_WEBHOOK.test(value)) return undefined;
      if (/^(sk|rk|pk)_/.test(value))
        return 'That is an API key, not the webhook signing secret. In Stripe, open Developers → Webhooks, choose the destination ending /api/sales/stripe-webhook and reveal its signing secret: it starts with whsec_.';
      return 'That is not a webhook signing secret. In Stripe, open Developers → Webhooks, choose the destination ending /api/sales/stripe-webhook and reveal its signing secret: it starts with whsec_.';
    case 'mailerliteApiKey':
      if (value.length >= 100 && MAILERLITE_TOKEN.test(value)) return undefined;
      return 'That is not a whole MailerLite API token. In MailerLite, open Integrations → MailerLite API, create a token and paste all of it: a long text that starts with eyJ.';
  }
}

/** What she pastes, with the spaces and line breaks a copy often brings around it taken off. */
export const storedKeyBody = z
  .strictObject({
    key: z.enum(STORED_KEYS, { error: 'Choose which key this is.' }).meta({ examples: ['stripeWebhookSecret'] }),
    value: z
      .string({ error: 'Paste the key.' })
      .trim()
      .min(1, { error: 'Paste the key.' })
      .max(STORED_KEY_MAX_LENGTH, { error: 'That is far longer than any of these keys: paste the key alone.' }),
  })
  .superRefine(({ key, value }, ctx) => {
    // An empty or oversized value has its own message already: one thing to fix at a time.
    if (!value || value.length > STORED_KEY_MAX_LENGTH) return;
    const problem = storedKeyProblem(key, value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type StoredKeyBody = z.infer<typeof storedKeyBody>;
