import { uiText } from '../../content/ui-text';
import { SIGNUP_SOURCE_DREAM_TEAM } from './constants';

/**
 * Mailing-list constants shared by the server and the frontend. No zod here (the route schemas
 * are in `routes/mailing-list.ts`), so a reader page can import these without the schemas.
 */

/** Where a sign-up came from: the Dream Team page, the floating prompt, the /sign-up page. */
export const SIGNUP_SOURCES = [SIGNUP_SOURCE_DREAM_TEAM, 'newsletter_prompt', 'signup_page'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];
/** A sign-up that names no source came from the sign-up page. */
export const DEFAULT_SIGNUP_SOURCE: SignupSource = 'signup_page';

/** The subscriber groups. Every sign-up joins Voracious Readers; a Dream Team sign-up joins both. */
export const GROUP_VORACIOUS_READERS = 'voracious-readers';
export const GROUP_DREAM_TEAM = 'dream-team';
export type SubscriberGroup = typeof GROUP_VORACIOUS_READERS | typeof GROUP_DREAM_TEAM;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** Sign-up bodies are tiny; anything bigger is refused with 413 before parsing. */
export const SIGNUP_MAX_BODY_BYTES = 2 * 1024;
/** Per client address, on the local server and (from the same route field) the stack's WAF rule. */
export const SIGNUP_RATE_LIMIT = { requests: 20, perSeconds: 60 } as const;
/**
 * Confirmation emails one address can be sent (so a stranger's sign-ups cannot mail-bomb it):
 * at most `perDay` in any 24 hours, the second at least `spacingMinutes[0]` after the first, the
 * third at least `spacingMinutes[1]` after the second. Confirming the address starts afresh.
 * Sign-ups past the cap get the same reply; only the email is left out.
 */
export const CONFIRMATION_EMAIL_CAP = { perDay: 3, spacingMinutes: [1, 10] } as const;
/**
 * Confirmation emails (and every other email a stranger can make the site send to an address
 * they typed: a library link, a change of address's link) one client can cause, over all the
 * addresses it types. A client is an IPv4 address or an IPv6 /64 (`clientKey`).
 */
export const CONFIRMATION_EMAILS_PER_CLIENT = { requests: 50, perSeconds: 60 * 60 } as const;
/**
 * The same emails from one IPv6 /48, counted besides each /64's own budget: a /48 is one
 * customer's network (65,536 /64s), so without it one network could cause 50 emails per /64.
 * Larger than a /64's budget, as a /48 may be an office or a campus of many readers.
 */
export const CONFIRMATION_EMAILS_PER_NETWORK = { requests: 100, perSeconds: 60 * 60 } as const;
/**
 * The site-wide ceiling of those emails, whatever the clients: a flood from many networks stops
 * here. Past it the form answers the same and the email is not sent; the reader's sign-up is kept
 * and their next try, once the window has passed, sends it (docs/product-decisions.md). Well above
 * a busy launch day (a newsletter mention brings tens of sign-ups an hour), well below what SES
 * allows a day.
 */
export const CONFIRMATION_EMAILS_SITE_WIDE = [
  { requests: 300, perSeconds: 60 * 60 },
  { requests: 1_000, perSeconds: 24 * 60 * 60 },
] as const;
/** How long a confirmation link works; after that its page answers 410 and the reader signs up again. */
export const CONFIRMATION_LINK_DAYS = 7;
/**
 * How long the links of a reader's emails keep unsubscribing them after they move to another
 * address (their token is retired then): the law (CAN-SPAM) wants an email's unsubscribe link to
 * work for at least 30 days after it is sent. Such a link does nothing else.
 */
export const OLD_UNSUBSCRIBE_LINK_DAYS = 30;

/** The honeypot: a text field people never see or fill in. Name it like this in every sign-up form. */
export const HONEYPOT_FIELD = 'website';

/** A short, stable hash (FNV-1a, 32 bits) so the consent version changes whenever the words do. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The consent wording every sign-up form shows (docs/SPEC.md §5), naming her (`name`, as published),
 * and its version, which the server stores in each consent record. The words live with the site's
 * texts (content/ui-text.ts); the version is derived from the words as shown, so editing them (or
 * her name in them) can never keep an old version, and the same words keep theirs.
 */
export function consentOf(name: string): { text: string; version: string } {
  const text = uiText.signup.consent(name);
  return { text, version: `consent-${fnv1a(text)}` };
}

/**
 * The heading over a sign-up's reply: "You're In!" only when the reader is subscribed now; while
 * the confirmation email waits, they are told where to look.
 */
export const signedUpHeading = (reply: { confirmationRequired: boolean }): string =>
  reply.confirmationRequired ? uiText.signup.pendingHeading : uiText.signup.successHeading;

/** What the sign-up answers: the same for a first and a repeat sign-up, so it reveals nobody. */
export const SIGNUP_REPLY_MESSAGES = {
  confirmationRequired:
    'Thanks for signing up! Please check your inbox and click the link in our email to confirm your subscription.',
  confirmed: 'Thanks for signing up! Check your inbox for a welcome email.',
} as const;
