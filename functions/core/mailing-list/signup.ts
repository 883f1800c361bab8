import {
  DEFAULT_SIGNUP_SOURCE,
  GROUP_VORACIOUS_READERS,
  SIGNUP_REPLY_MESSAGES,
  type SubscriberGroup,
} from '../../contract/mailing-list';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../contract/constants';
import type { ReaderSource } from '../../contract/readers';
import type { SignupReply } from '../../contract/routes/mailing-list';
import { DEFAULT_ARC_ROLE, type ArcRole } from '../../contract/arc';
import { recordApplication } from '../arc/applications';
import { requestLibrary } from '../sales/library';
import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';
import { sendFreeEbookOnConfirm } from '../downloads/on-confirm';
import { countConfirmation, countSignup } from '../analytics/counters';
import { isDreamTeamReader, sendConfirmationEmail, sendWelcomeEmail } from './emails';
import { sendWithinCaps } from './confirmation-cap';
import { cleanName } from './names';
import { recordConsent, recordSignup, type Subscriber } from './subscribers';
import { createConfirmToken } from './tokens';

export interface SignupInput {
  email: string;
  name?: string;
  source?: ReaderSource;
  /** The lists asked for; by default the newsletter, and the Dream Team from its page. */
  groups?: SubscriberGroup[];
  readerMagnetId?: string | null;
  /** The Dream Team role asked for; a Dream Team sign-up is an application. */
  role?: ArcRole;
  /** On the Dream Team form, the box asking for the newsletter too; every other form is the newsletter's. */
  newsletter?: boolean;
  /** The honeypot field's value: anything in it means a bot. */
  honeypot?: string;
  /** Who sent the sign-up (see `clientOf`), for the per-client cap on confirmation emails. */
  client: string;
}

/** The one reply of a sign-up: it depends only on configuration, never on the address. */
export const signupReply = (deps: Pick<Deps, 'doubleOptIn'>): SignupReply =>
  deps.doubleOptIn
    ? { message: SIGNUP_REPLY_MESSAGES.confirmationRequired, confirmationRequired: true }
    : { message: SIGNUP_REPLY_MESSAGES.confirmed, confirmationRequired: false };

/** A filled-in honeypot: a bot. It gets the same reply and nothing is stored or sent. */
export function caughtByHoneypot(input: Pick<SignupInput, 'honeypot' | 'source'>): boolean {
  if (!input.honeypot?.trim()) return false;
  log.info('Sign-up dropped by the honeypot', { source: input.source });
  return true;
}

/**
 * A sign-up's work on its address (docs/SPEC.md §7 POST /api/newsletter/signup), done after the
 * reply (core/after-reply/forms.ts), so neither the reply nor its timing reveals whether the
 * address was known or an email went out. A pending reader gets the confirmation again, a
 * confirmed one the link to their library; either is capped per address (CONFIRMATION_EMAIL_CAP),
 * per client and site-wide (`sendWithinCaps`). `input.email` is normalised where it entered (the
 * form, core/after-reply/forms.ts; a preference page's stored address).
 */
export async function signUpWork(deps: Deps, input: Omit<SignupInput, 'honeypot'>): Promise<void> {
  const { email } = input;
  const source = input.source ?? DEFAULT_SIGNUP_SOURCE;
  const applying = source === SIGNUP_SOURCE_DREAM_TEAM;
  // An applicant joins the Dream Team when the author approves them, and the newsletter only if they
  // asked; a reader subscribing again from the preference page gets back the lists they had.
  const groups: SubscriberGroup[] = input.groups ?? (!applying || input.newsletter ? [GROUP_VORACIOUS_READERS] : []);
  const name = cleanName(input.name);

  // Consent first: there is never a subscriber without the record of what they agreed to.
  await recordConsent(deps, {
    email,
    source,
    readerMagnetId: input.readerMagnetId ?? null,
    doubleOptIn: deps.doubleOptIn,
  });
  const { before, after } = await recordSignup(deps, { email, name, groups, source });
  const applied =
    applying &&
    (await recordApplication(deps, { email, ...(name ? { name } : {}), role: input.role ?? DEFAULT_ARC_ROLE }));
  await countForFunnel(() => countSignup(deps, deps.now(), source));
  if (after.suppressed) return;

  if (after.status === 'pending') {
    await sendConfirmation(deps, { email, name, client: input.client, dreamTeam: isDreamTeamReader(after) });
  } else if (before?.status !== 'confirmed' || applied) {
    // Newly confirmed (no double opt-in), or a confirmed reader who has just applied to the Dream Team.
    if (before?.status !== 'confirmed') await countForFunnel(() => countConfirmation(deps, deps.now()));
    await welcome(deps, after);
    if (before?.status !== 'confirmed') await sendFreeEbookOnConfirm(deps, email);
  } else {
    // A confirmed reader signing up again has forgotten they are in: they get their library's link,
    // within the same caps as a confirmation, rather than silence.
    await requestLibrary(deps, email, input.client);
  }
}

/**
 * Sends a pending reader the link to confirm, within the caps (per address, per client). True
 * when it went out; false when a cap left it out.
 */
export async function sendConfirmation(
  deps: Deps,
  input: { email: string; name: string | undefined; client: string; dreamTeam: boolean },
): Promise<boolean> {
  return sendWithinCaps(deps, input.email, input.client, async () => {
    const token = await createConfirmToken(deps, input.email, input.name);
    await sendConfirmationEmail(deps, { to: input.email, token, dreamTeam: input.dreamTeam });
  });
}

/**
 * The sign-up funnel's counters (analytics) must never cost a reader their sign-up: a failed
 * increment is logged and the sign-up goes on.
 */
export async function countForFunnel(count: () => Promise<void>): Promise<void> {
  try {
    await count();
  } catch (error) {
    log.warn('Funnel counter not updated', { error: error instanceof Error ? error.message : String(error) });
  }
}

/** The reader is subscribed whatever happens to this email, so a failed send is logged, not returned. */
export async function welcome(deps: Deps, subscriber: Subscriber): Promise<void> {
  try {
    await sendWelcomeEmail(deps, subscriber);
  } catch (error) {
    log.error('Welcome email not sent', { error: error instanceof Error ? error.message : String(error) });
  }
}
