import { pathOf } from '../../contract/define-route';
import { emailAddress } from '../../contract/downloads';
import { OLD_UNSUBSCRIBE_LINK_DAYS } from '../../contract/mailing-list';
import { routes } from '../../contract/routes';
import { LIBRARY_LINK_DAYS } from '../../contract/sales';
import { approveEmailChangeEmail, changeEmailEmail } from '../../emails/change-email';
import type { Deps } from '../../lib/deps';
import { maskEmail } from '../../lib/email-address';
import { sendLetter } from './emails';
import { moveReader } from '../../entities/reader-move';
import { setTokenConfirmed } from '../../entities/mail-token';
import { sendWithinCaps } from './confirmation-cap';
import { preferencesOf, type PreferencesState } from './preferences';
import { getSubscriber } from './subscribers';
import { createApproveEmailChangeToken, createChangeEmailToken, daysAfter, hashToken, lookUpToken } from './tokens';

/**
 * A reader changes their address from the preference page: a link goes to the new address, and
 * when it is pressed there a second link goes to the current address; the subscription moves
 * (lists, name, tags, history) only when that one is pressed, so whoever holds a forwarded
 * preference link cannot take it. After the move the old emails' links only unsubscribe, for
 * OLD_UNSUBSCRIBE_LINK_DAYS: the reader's next email brings a new token. The page says the same
 * whether or not an email went out, so a forwarded preference link cannot probe who is on the
 * list: nothing is sent to an address that is on the list already or bounced, or past its cap of
 * confirmation emails, nor past the client's (`sendWithinCaps`).
 */
type Ready = Extract<PreferencesState, { state: 'ready' }>;
export type ChangeRequest =
  | { state: 'sent'; to: string }
  /** The address typed is not one, or is the current one: the preference page again, saying why. */
  | { state: 'invalid'; message: string; preferences: Ready }
  | Exclude<PreferencesState, Ready>;

export async function requestEmailChange(
  deps: Deps,
  preferenceToken: string,
  rawNewEmail: string,
  client: string,
): Promise<ChangeRequest> {
  const current = await preferencesOf(deps, preferenceToken);
  if (current.state !== 'ready') return current;
  const parsed = emailAddress.safeParse(rawNewEmail);
  if (!parsed.success) return { state: 'invalid', message: parsed.error.issues[0]!.message, preferences: current };
  const to = parsed.data;
  if (to === current.email)
    return { state: 'invalid', message: 'That is the address you have now. Type the new one.', preferences: current };
  const there = await getSubscriber(deps, to);
  if (!there?.status && !there?.suppressed) {
    await sendWithinCaps(deps, to, client, async () => {
      const token = await createChangeEmailToken(deps, current.email, to);
      await sendLetter(deps, to, (sender) =>
        changeEmailEmail(sender, { confirmUrl: linkTo(deps, token), from: maskEmail(current.email) }),
      );
    });
  }
  return { state: 'sent', to };
}

const linkTo = (deps: Deps, token: string) => `${deps.siteUrl}${pathOf(routes.mailingListEmailChangePage, { token })}`;

type Move = { from: string; to: string };
export type ChangeLink =
  | { state: 'unknown' }
  | { state: 'expired' }
  /** The new address's link, not pressed yet. */
  | ({ state: 'ready' } & Move)
  /** The new address has confirmed; the current address was asked to approve. */
  | ({ state: 'asked' } & Move)
  /** The new address has confirmed, but the current one has had its share of such emails for now: press again later. */
  | ({ state: 'held' } & Move)
  /** The current address's link: its button moves the subscription. */
  | ({ state: 'approve' } & Move)
  | { state: 'done'; to: string }
  | { state: 'taken'; to: string };

/** Either link of a move, opened: it only looks (a used link says it is done, even once expired). */
export async function emailChangeState(deps: Deps, token: string): Promise<ChangeLink> {
  const change = await lookUpToken(deps, token, ['change-email', 'approve-email-change']);
  if (change.state === 'unknown' || !change.newEmail) return { state: 'unknown' };
  const [from, to] = await Promise.all([getSubscriber(deps, change.email), getSubscriber(deps, change.newEmail)]);
  if (!from?.status && to?.status) return { state: 'done', to: change.newEmail };
  if (change.state === 'expired' || !from?.status) return { state: 'expired' };
  const move = { from: change.email, to: change.newEmail };
  if (change.kind === 'approve-email-change') return { state: 'approve', ...move };
  return { state: change.confirmedAt ? 'asked' : 'ready', ...move };
}

/** Either link's button: the new address's asks the current one to approve (once); the current address's moves (once). */
export async function applyEmailChange(deps: Deps, token: string, client: string): Promise<ChangeLink> {
  const state = await emailChangeState(deps, token);
  if (state.state === 'ready') return askApproval(deps, token, { from: state.from, to: state.to }, client);
  if (state.state !== 'approve') return state;
  const reader = await getSubscriber(deps, state.from);
  const outcome = await moveReader(deps, state.from, state.to, {
    now: deps.now().toISOString(),
    ...(reader?.unsubscribeToken ? { unsubscribeTokenHash: hashToken(reader.unsubscribeToken) } : {}),
    oldLinksUntil: daysAfter(deps.now(), OLD_UNSUBSCRIBE_LINK_DAYS),
    libraryLinksUntil: daysAfter(deps.now(), LIBRARY_LINK_DAYS),
    consent: {
      source: 'address_change',
      consentVersion: 'address-change',
      consentText: `Moved their subscription from ${maskEmail(state.from)} by confirming a link sent to this address, approved from the old one.`,
      doubleOptIn: true,
    },
  });
  if (outcome === 'taken') return { state: 'taken', to: state.to };
  if (outcome === 'gone') return emailChangeState(deps, token);
  return { state: 'done', to: state.to };
}

/**
 * The new address has confirmed: one email to the current address asks it to approve, within the
 * caps every email to a typed address keeps (`sendWithinCaps`: that address's, and the client's).
 */
async function askApproval(deps: Deps, token: string, move: Move, client: string): Promise<ChangeLink> {
  const tokenHash = hashToken(token);
  // Of concurrent presses one asks; the others show what it did.
  if (!(await setTokenConfirmed(deps, tokenHash, deps.now().toISOString()))) return emailChangeState(deps, token);
  let sent = false;
  try {
    sent = await sendWithinCaps(deps, move.from, client, async () => {
      const approveUrl = linkTo(deps, await createApproveEmailChangeToken(deps, move.from, move.to));
      await sendLetter(deps, move.from, (sender) =>
        approveEmailChangeEmail(sender, { approveUrl, to: maskEmail(move.to) }),
      );
    });
  } finally {
    // Not asked: the link can be pressed again later.
    if (!sent) await setTokenConfirmed(deps, tokenHash, null);
  }
  return { state: sent ? 'asked' : 'held', ...move };
}
