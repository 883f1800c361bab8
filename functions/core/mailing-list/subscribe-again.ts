import { GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import { SOURCE_PREFERENCE_PAGE } from '../../contract/readers';
import type { Deps } from '../../lib/deps';
import { LISTS, preferencesOf, type PreferencesState } from './preferences';
import { signUpWork } from './signup';
import { getSubscriber } from './subscribers';

export type SubscribeAgainState =
  | PreferencesState
  /** The reader is pending: a confirmation email went out, unless a cap held it (the page says the same). */
  | { state: 'asked'; email: string };

/**
 * A reader who left (unsubscribed, or unticked every list) subscribes again from their preference
 * page, or a pending one asks for the confirmation email again: a sign-up like any other, with its
 * consent record (source `preference_page`), which needs the confirmation email's button, within
 * the caps of every confirmation email. The lists are the ones they had; their name stays. A
 * confirmed, suppressed or moved reader changes nothing and gets their page.
 */
export async function subscribeAgain(deps: Deps, token: string, client: string): Promise<SubscribeAgainState> {
  const current = await preferencesOf(deps, token);
  if (current.state !== 'unsubscribed' && current.state !== 'pending') return current;
  const reader = await getSubscriber(deps, current.email);
  const had = LISTS.filter((list) => reader?.groups?.has(list));
  await signUpWork(deps, {
    email: current.email,
    name: reader?.name,
    source: SOURCE_PREFERENCE_PAGE,
    groups: had.length ? had : [GROUP_VORACIOUS_READERS],
    client,
  });
  const after = await preferencesOf(deps, token);
  return after.state === 'pending' ? { state: 'asked', email: after.email } : after;
}
