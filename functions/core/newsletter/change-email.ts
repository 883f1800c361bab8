import { CONTACT_EMAIL } from '../../../content/author';
import { pathOf } from '../../contract/define-route';
import { emailAddress } from '../../contract/downloads';
import { routes } from '../../contract/routes';
import { changeEmailEmail } from '../../emails/change-email';
import type { Deps } from '../../lib/deps';
import { maskEmail, normaliseEmail } from '../../lib/email-address';
import { sendEmail } from '../../lib/mail';
import { moveReader } from '../../entities/reader-move';
import { claimConfirmationEmail } from './confirmation-cap';
import { preferencesOf, type PreferencesState } from './preferences';
import { getSubscriber } from './subscribers';
import { createChangeEmailToken, hashToken, lookUpToken } from './tokens';

/**
 * A reader changes their address from the preference page: a link goes to the new address, and
 * the subscription moves (lists, name, tags, history, and the unsubscribe token of every email
 * they were sent) only when it is pressed there. The page says the same whether or not an email
 * went out, so a forwarded preference link cannot probe who is on the list: nothing is sent to an
 * address that is on the list already or bounced, or past its cap of confirmation emails.
 */
type Ready = Extract<PreferencesState, { state: 'ready' }>;
export type ChangeRequest =
  | { state: 'sent'; to: string }
  /** The address typed is not one, or is the current one: the preference page again, saying why. */
  | { state: 'invalid'; message: string; preferences: Ready }
  | Exclude<PreferencesState, Ready>;

export async function requestEmailChange(deps: Deps, preferenceToken: string, rawNewEmail: string): Promise<ChangeRequest> {
  const current = await preferencesOf(deps, preferenceToken);
  if (current.state !== 'ready') return current;
  const parsed = emailAddress.safeParse(rawNewEmail);
  if (!parsed.success) return { state: 'invalid', message: parsed.error.issues[0]!.message, preferences: current };
  const to = normaliseEmail(parsed.data);
  if (to === current.email) return { state: 'invalid', message: 'That is the address you have now. Type the new one.', preferences: current };
  const there = await getSubscriber(deps, to);
  if (!there?.status && !there?.suppressed && (await claimConfirmationEmail(deps, to))) {
    const token = await createChangeEmailToken(deps, current.email, to);
    const confirmUrl = `${deps.siteUrl}${pathOf(routes.newsletterEmailChangePage, { token })}`;
    await sendEmail(deps, { to, ...changeEmailEmail({ confirmUrl, from: maskEmail(current.email) }), replyTo: [CONTACT_EMAIL] });
  }
  return { state: 'sent', to };
}

export type ChangeLink = { state: 'unknown' } | { state: 'expired' } | { state: 'ready'; from: string; to: string } | { state: 'done'; to: string } | { state: 'taken'; to: string };

/** The link from the new address, opened: it only looks (a used link says it is done, even once expired). */
export async function emailChangeState(deps: Deps, token: string): Promise<ChangeLink> {
  const change = await lookUpToken(deps, token, 'change-email');
  if (change.state === 'unknown' || !change.newEmail) return { state: 'unknown' };
  const [from, to] = await Promise.all([getSubscriber(deps, change.email), getSubscriber(deps, change.newEmail)]);
  if (!from?.status && to?.status) return { state: 'done', to: change.newEmail };
  if (change.state === 'expired' || !from?.status) return { state: 'expired' };
  return { state: 'ready', from: change.email, to: change.newEmail };
}

/** The link's button: moves the subscription (once, however often it is pressed). */
export async function applyEmailChange(deps: Deps, token: string): Promise<ChangeLink> {
  const state = await emailChangeState(deps, token);
  if (state.state !== 'ready') return state;
  const reader = await getSubscriber(deps, state.from);
  const outcome = await moveReader(deps, state.from, state.to, {
    now: deps.now().toISOString(),
    ...(reader?.unsubscribeToken ? { unsubscribeTokenHash: hashToken(reader.unsubscribeToken) } : {}),
    consent: {
      source: 'address_change',
      consentVersion: 'address-change',
      consentText: `Moved their subscription from ${maskEmail(state.from)} by confirming a link sent to this address.`,
      doubleOptIn: true,
    },
  });
  if (outcome === 'taken') return { state: 'taken', to: state.to };
  if (outcome === 'gone') return emailChangeState(deps, token);
  return { state: 'done', to: state.to };
}
