import type { StoredKeyName } from '@contract/stored-keys';

/** The Keys panel's texts: what each key is, where she finds it, and what waits for it. */
export const keyText = {
  heading: 'Keys',
  explain:
    'The keys your MailerLite and Stripe accounts give you. Each is stored out of sight: once saved, nobody (you included) can read it here again; you can only replace it.',
  loading: 'Loading your keys…',
  failed: 'Your keys’ state could not be loaded.',
  setOn: (date: string) => `Set on ${date}`,
  save: 'Save',
  saving: 'Saving…',
  empty: 'Paste the key first.',
  saved: (label: string) => ({
    title: `${label} saved`,
    description: 'The site uses it from now on (everywhere within a minute).',
  }),
  notSaved: 'It was not saved.',
  keys: {
    stripeSecretKey: {
      label: 'Stripe secret key',
      hint: 'In Stripe: Developers → API keys → Secret key (starts with sk_live_).',
      notSet: 'Not set yet — Buy Direct stays off until it is.',
    },
    stripeWebhookSecret: {
      label: 'Stripe webhook signing secret',
      hint: 'In Stripe: Developers → Webhooks → the destination ending /api/sales/stripe-webhook → Signing secret (starts with whsec_).',
      notSet: 'Not set yet — Buy Direct can’t send buyers their books until it is.',
    },
    mailerliteApiKey: {
      label: 'MailerLite API key',
      hint: 'In MailerLite: Integrations → MailerLite API → Generate new token (a long text starting with eyJ).',
      notSet: 'Not set yet — the MailerLite page stays off until it is.',
    },
  } satisfies Record<StoredKeyName, { label: string; hint: string; notSet: string }>,
};
