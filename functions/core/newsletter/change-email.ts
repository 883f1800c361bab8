import { CONTACT_EMAIL } from '../../../content/author';
import { pathOf } from '../../contract/define-route';
import { emailAddress } from '../../contract/downloads';
import { CONFIRMATION_LINK_DAYS } from '../../contract/newsletter';
import { routes } from '../../contract/routes';
import { changeEmailEmail } from '../../emails/change-email';
import type { Deps } from '../../lib/deps';
import { maskEmail, normaliseEmail } from '../../lib/email-address';
import { sendEmail } from '../../lib/mail';
import { putConfirmToken, getMailToken } from '../../entities/mail-token';
import { moveReader } from '../../entities/reader-move';
import { claimConfirmationEmail } from './confirmation-cap';
import { preferencesOf, type PreferencesState } from './preferences';
import { getSubscriber } from './subscribers';
import { hashToken, newToken } from './tokens';

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

const DAY_MS = 24 * 60 * 60 * 1000;

export async function requestEmailChange(deps: Deps, preferenceToken: string, rawNewEmail: string): Promise<ChangeRequest> {
  const current = await preferencesOf(deps, preferenceToken);
  if (current.state !== 'ready') return current;
  const parsed = emailAddress.safeParse(rawNewEmail);
  if (!parsed.success) return { state: 'invalid', message: parsed.error.issues[0]!.message, preferences: current };
  const to = normaliseEmail(parsed.data);
  if (to === current.email) return { state: 'invalid', message: 'That is the address you have now. Type the new one.', preferences: current };
  const there = await getSubscriber(deps, to);
  if (!there?.status && !there?.suppressed && (await claimConfirmationEmail(deps, to))) {
    const token = newToken();
    await putConfirmToken(
      deps,
      hashToken(token),
      { email: current.email, newEmail: to, createdAt: deps.now().toISOString(), validUntil: new Date(deps.now().getTime() + CONFIRMATION_LINK_DAYS * DAY_MS) },
      'change-email',
    );
    const confirmUrl = `${deps.siteUrl}${pathOf(routes.newsletterEmailChangePage, { token })}`;
    await sendEmail(deps, { to, ...changeEmailEmail({ confirmUrl, from: maskEmail(current.email) }), replyTo: [CONTACT_EMAIL] });
  }
  return { state: 'sent', to };
}

export type ChangeLink = { state: 'unknown' } | { state: 'expired' } | { state: 'ready'; from: string; to: string } | { state: 'done'; to: string } | { state: 'taken'; to: string };

async function changeOf(deps: Deps, token: string) {
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return null;
  const item = await getMailToken(deps, hashToken(token));
  return item?.kind === 'change-email' && item.newEmail ? { ...item, newEmail: item.newEmail } : null;
}

/** The link from the new address, opened: it only looks. */
export async function emailChangeState(deps: Deps, token: string): Promise<ChangeLink> {
  const change = await changeOf(deps, token);
  if (!change) return { state: 'unknown' };
  const [from, to] = await Promise.all([getSubscriber(deps, change.email), getSubscriber(deps, change.newEmail)]);
  if (!from?.status && to?.status) return { state: 'done', to: change.newEmail };
  if ((change.validUntil ?? 0) < deps.now().getTime() / 1000 || !from?.status) return { state: 'expired' };
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
