import { GROUP_DREAM_TEAM, GROUP_VORACIOUS_READERS, type SubscriberGroup } from '../../contract/mailing-list';
import type { PreferencesBody } from '../../contract/routes/mailing-list';
import type { Deps } from '../../lib/deps';
import { setListsAndName } from '../../entities/subscriber';
import { cleanName } from './names';
import { getSubscriber } from './subscribers';
import { lookUpToken } from './tokens';

/**
 * The reader's preference page, reached from every list email through their unsubscribe token
 * (the same in every email, so any email opens it): which lists they get and the name they are
 * greeted by. Opening it changes nothing; saving with no list ticked changes nothing either, but asks
 * whether to stop all emails (the page's unsubscribe button does that). A reader who left can
 * subscribe again from it (subscribe-again.ts). After the reader
 * moves, their old emails' link opens a page that only unsubscribes (links.ts), and the new
 * address's emails bring a new link.
 */
export const LISTS: readonly SubscriberGroup[] = [GROUP_VORACIOUS_READERS, GROUP_DREAM_TEAM];

export type PreferencesState =
  | { state: 'unknown' }
  /** The link of an email sent before the reader moved: it may only unsubscribe them. */
  | { state: 'old' }
  /** Signed up but not confirmed yet: the confirmation email comes first. */
  | { state: 'pending'; email: string }
  | { state: 'unsubscribed'; email: string }
  /** A bounce or a complaint: the site sends this address nothing. */
  | { state: 'suppressed'; email: string }
  | { state: 'ready'; email: string; name: string | null; groups: SubscriberGroup[] }
  /** Saved with no list ticked: nothing changed yet; the reader chooses between leaving and keeping their lists. */
  | { state: 'leaving'; email: string };

export async function preferencesOf(deps: Deps, token: string): Promise<PreferencesState> {
  const found = await lookUpToken(deps, token, 'unsubscribe');
  if (found.state !== 'valid') return { state: 'unknown' };
  if (found.retiredAt) return { state: 'old' };
  const subscriber = await getSubscriber(deps, found.email);
  if (subscriber?.suppressed) return { state: 'suppressed', email: found.email };
  if (subscriber?.status === 'confirmed') {
    const groups = LISTS.filter((group) => subscriber.groups?.has(group));
    return { state: 'ready', email: found.email, name: subscriber.name ?? null, groups };
  }
  if (subscriber?.status === 'pending') return { state: 'pending', email: found.email };
  return { state: 'unsubscribed', email: found.email };
}

/**
 * Saves the reader's choices. No list ticked changes nothing: a form of checkboxes is no place to
 * leave by accident, so the page asks first (`leaving`). Answers the state that follows.
 */
export async function savePreferences(deps: Deps, token: string, choices: PreferencesBody): Promise<PreferencesState> {
  const current = await preferencesOf(deps, token);
  if (current.state !== 'ready') return current;
  const groups = LISTS.filter((group) => choices[group] === 'on');
  if (!groups.length) return { state: 'leaving', email: current.email };
  const name = cleanName(choices.name) ?? null;
  // False only if the reader left or was suppressed meanwhile: the page then says so.
  if (!(await setListsAndName(deps, current.email, groups, name, deps.now().toISOString())))
    return preferencesOf(deps, token);
  return { state: 'ready', email: current.email, name, groups };
}
