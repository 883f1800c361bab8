import {
  DEFAULT_SIGNUP_SOURCE,
  GROUP_DREAM_TEAM,
  GROUP_VORACIOUS_READERS,
  SIGNUP_REPLY_MESSAGES,
  type SignupSource,
  type SubscriberGroup,
} from '../../contract/newsletter';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../contract/constants';
import type { SignupReply } from '../../contract/routes/newsletter';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/keys';
import { log } from '../../lib/log';
import { countConfirmation, countSignup } from '../analytics/counters';
import { sendConfirmationEmail, sendWelcomeEmail } from './emails';
import { claimConfirmationSend, recordConsent, recordSignup, releaseConfirmationSend, type Subscriber } from './subscribers';
import { createConfirmToken } from './tokens';

/** However many times a pending reader signs up, they get at most one confirmation email per this long. */
export const CONFIRMATION_RESEND_COOLDOWN_MS = 3 * 60 * 1000;

export interface SignupInput {
  email: string;
  name?: string;
  source?: SignupSource;
  readerMagnetId?: string | null;
  /** The honeypot field's value: anything in it means a bot. */
  honeypot?: string;
}

/**
 * A sign-up (SPEC §7 POST /api/newsletter/signup). The reply depends only on configuration, never
 * on whether the address was known, so the form reveals nobody. A filled-in honeypot gets the
 * same reply and nothing is stored or sent.
 */
export async function signUp(deps: Deps, input: SignupInput): Promise<SignupReply> {
  const reply: SignupReply = deps.doubleOptIn
    ? { message: SIGNUP_REPLY_MESSAGES.confirmationRequired, confirmationRequired: true }
    : { message: SIGNUP_REPLY_MESSAGES.confirmed, confirmationRequired: false };
  if (input.honeypot?.trim()) {
    log.info('Sign-up dropped by the honeypot', { source: input.source });
    return reply;
  }

  const email = normaliseEmail(input.email);
  const source = input.source ?? DEFAULT_SIGNUP_SOURCE;
  const groups: SubscriberGroup[] = source === SIGNUP_SOURCE_DREAM_TEAM ? [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM] : [GROUP_VORACIOUS_READERS];
  const name = input.name?.trim() || undefined;

  // Consent first: there is never a subscriber without the record of what they agreed to.
  await recordConsent(deps, { email, source, readerMagnetId: input.readerMagnetId ?? null, doubleOptIn: deps.doubleOptIn });
  const { before, after } = await recordSignup(deps, { email, name, groups, source });
  await countForFunnel(() => countSignup(deps, deps.now(), source));
  if (after.suppressed) return reply;

  const joinedDreamTeam = groups.includes(GROUP_DREAM_TEAM) && !before?.groups?.has(GROUP_DREAM_TEAM);
  if (after.status === 'pending') {
    await sendConfirmation(deps, email, after);
  } else if (before?.status !== 'confirmed' || joinedDreamTeam) {
    // Newly confirmed (no double opt-in), or a confirmed reader who has just joined the Dream Team.
    if (before?.status !== 'confirmed') await countForFunnel(() => countConfirmation(deps, deps.now()));
    await welcome(deps, after);
  }
  return reply;
}

async function sendConfirmation(deps: Deps, email: string, subscriber: Subscriber) {
  const claimedAt = await claimConfirmationSend(deps, email, CONFIRMATION_RESEND_COOLDOWN_MS);
  if (!claimedAt) return;
  try {
    const token = await createConfirmToken(deps, email);
    await sendConfirmationEmail(deps, { to: email, token, dreamTeam: !!subscriber.groups?.has(GROUP_DREAM_TEAM) });
  } catch (error) {
    // Give the claim back, so the reader's next try sends the email.
    await releaseConfirmationSend(deps, email, claimedAt);
    throw error;
  }
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
