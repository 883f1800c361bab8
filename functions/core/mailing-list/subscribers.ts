import { consentOf, type SubscriberGroup } from '../../contract/mailing-list';
import { recentAuthor } from '../site-content/published-content';
import type { ReaderSource } from '../../contract/readers';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import {
  confirmNewOrPending,
  confirmPending,
  getSubscriber,
  markNamesDiffered,
  markSuppressed,
  markUnsubscribed,
  mergeSignup,
  putConsent,
  queryConfirmed,
  readSubscribers,
  reopenUnsubscribed,
  type SignupFields,
  type Subscriber,
} from '../../entities/subscriber';
import { erasedSuppressions, suppressErased, type Suppression } from '../../entities/reader-desk';
import { emailHash } from './tokens';

/**
 * The mailing list's rules over the subscriber entity (functions/entities/subscriber.ts): what a
 * sign-up, a confirmation, an unsubscribe and a suppression change, and who may be mailed.
 */
export { getSubscriber, type Subscriber };
export type { SubscriberStatus } from '../../entities/subscriber';

/** Confirmed, not unsubscribed, not suppressed: the only readers who receive list mail. */
export const isActive = (s: Pick<Subscriber, 'status' | 'suppressed'> | undefined) =>
  s?.status === 'confirmed' && !s.suppressed;

/** The proof of consent for one sign-up: when, which form, and the exact words shown (naming her as published). */
export async function recordConsent(
  deps: Deps,
  input: { email: string; source: ReaderSource; readerMagnetId: string | null; doubleOptIn: boolean },
): Promise<void> {
  const consent = consentOf((await recentAuthor(deps)).name);
  await putConsent(deps, {
    email: normaliseEmail(input.email),
    at: deps.now().toISOString(),
    source: input.source,
    ...(input.readerMagnetId ? { readerMagnetId: input.readerMagnetId } : {}),
    consentVersion: consent.version,
    consentText: consent.text,
    doubleOptIn: input.doubleOptIn,
  });
}

export interface SignupChange {
  /** The item as it was before this sign-up (undefined for a new reader). */
  before: Subscriber | undefined;
  /** The item as this sign-up left it. */
  after: Subscriber;
}

/**
 * Records a sign-up: creates the reader or merges groups and sources (string-set ADD) in one
 * atomic UpdateItem. A new reader's record takes the name given; an existing record keeps its
 * name (confirming a link replaces it with the name of the sign-up that sent the link). With
 * double opt-in a new reader is pending and a confirmed one stays confirmed; without it a new or
 * pending reader is confirmed at once. A reader who unsubscribed becomes pending either way (a
 * new opt-in needs a confirmation, and their `unsubscribedAt` stays on record). `before` tells
 * the caller what changed: concurrent sign-ups of one address each see a different `before`, so
 * exactly one of them sees the change it must act on. `input.email`: normalised (by signUpWork's caller).
 */
export async function recordSignup(deps: Deps, input: SignupFields): Promise<SignupChange> {
  const { email } = input;
  const now = deps.now().toISOString();
  const confirmed = deps.doubleOptIn ? undefined : await confirmNewOrPending(deps, email, input, now);
  const before = confirmed?.outcome === 'confirmed' ? confirmed.before : await mergeSignup(deps, email, input, now);
  // Sign-ups of one address naming different people: the links made before this one name nobody.
  if (!confirmed && before?.lastSignupAt && before.status !== 'confirmed' && before.lastSignupName !== input.name)
    await markNamesDiffered(deps, email, now);
  const after: Subscriber = {
    ...before,
    email,
    createdAt: before?.createdAt ?? now,
    suppressed: before?.suppressed ?? false,
    name: confirmed?.outcome === 'confirmed' ? input.name : (before?.name ?? input.name),
    groups: new Set([...(before?.groups ?? []), ...input.groups]),
    sources: new Set([...(before?.sources ?? []), input.source]),
    status: confirmed?.outcome === 'confirmed' ? 'confirmed' : (before?.status ?? 'pending'),
  };
  // A new item for an address erased after (or while) mail to it bounced: suppressed, as it was.
  const kept = before ? undefined : (await erasedSuppressionsOf(deps, [email])).get(email);
  if (kept) {
    await markSuppressed(deps, email, kept.reason, now);
    after.suppressed = true;
  }
  if (after.status === 'unsubscribed') {
    await reopenUnsubscribed(deps, email, now);
    after.status = 'pending';
  }
  return { before, after };
}

export type ConfirmOutcome =
  { outcome: 'confirmed'; subscriber: Subscriber } | { outcome: 'already-confirmed' } | { outcome: 'not-pending' };

/**
 * Pending -> confirmed. Only one of many concurrent confirmations gets `confirmed` (and sends the
 * welcome). `link.name`, when given, is the name of the sign-up whose link confirmed (null: it
 * gave none) and replaces whatever an earlier, unconfirmed sign-up left; but when a sign-up since
 * the link was made (`link.madeAt`) gave another name, nobody knows which is the reader's, and
 * the reader is greeted by none.
 */
export async function confirmSubscriber(
  deps: Deps,
  email: string,
  link?: { name: string | null; madeAt?: string },
): Promise<ConfirmOutcome> {
  const address = normaliseEmail(email);
  const madeAt = link?.madeAt;
  const differedAt = madeAt ? (await getSubscriber(deps, address))?.namesDifferedAt : undefined;
  const name = madeAt && differedAt && differedAt > madeAt ? null : link?.name;
  const confirmed = await confirmPending(deps, address, deps.now().toISOString(), name);
  if (confirmed.outcome === 'confirmed') return confirmed;
  const current = await getSubscriber(deps, address);
  return current?.status === 'confirmed' ? { outcome: 'already-confirmed' } : { outcome: 'not-pending' };
}

/**
 * Unsubscribes an address: status 'unsubscribed', out of the confirmed index, `unsubscribedAt`
 * the time of this opt-out. Works for any address with an item (an unsubscribe token implies
 * one) and is idempotent: a repeat changes nothing.
 */
export async function unsubscribe(deps: Deps, email: string): Promise<void> {
  await markUnsubscribed(deps, email, deps.now().toISOString());
}

/**
 * Marks an address suppressed after a permanent bounce or a complaint; it gets no more mail of any
 * kind. An erased address is suppressed under its one-way hash (its erasure record), and on an
 * item only if the reader has signed up again since, so a bounce or complaint arriving after an
 * erasure writes the address back nowhere.
 */
export async function suppress(deps: Deps, email: string, reason: string): Promise<void> {
  const at = deps.now().toISOString();
  const erased = await suppressErased(deps, emailHash(email), { reason, at });
  await markSuppressed(deps, email, reason, at, erased);
}

/** The suppressions the erasure records of these addresses (normalised) keep, by address. */
async function erasedSuppressionsOf(deps: Deps, emails: string[]): Promise<Map<string, Suppression>> {
  if (!emails.length) return new Map();
  const byHash = await erasedSuppressions(deps, emails.map(emailHash));
  return new Map(
    emails.flatMap((email) => {
      const kept = byHash.get(emailHash(email));
      return kept ? [[email, kept] as const] : [];
    }),
  );
}

/**
 * The mailing status of each address (normalised) given its item as found: an address with no
 * item is 'suppressed' when its erasure record keeps a suppression, as it was before the erasure.
 */
export async function statusesOf(
  deps: Deps,
  emails: string[],
  found: Map<string, Pick<Subscriber, 'status' | 'suppressed'>>,
): Promise<Map<string, MailingStatus>> {
  const kept = await erasedSuppressionsOf(
    deps,
    emails.filter((email) => !found.has(email)),
  );
  return new Map(emails.map((email) => [email, kept.has(email) ? 'suppressed' : mailingStatusOf(found.get(email))]));
}

export interface ActiveSubscriber {
  email: string;
  name?: string;
  groups: string[];
}

/**
 * Active readers (confirmed, not unsubscribed, not suppressed), optionally of one group and with
 * one tag, sorted by email. Reads the confirmed index (gsi1), never the whole table.
 */
export async function listActiveSubscribers(
  deps: Deps,
  group?: SubscriberGroup,
  tag?: string,
): Promise<ActiveSubscriber[]> {
  const items = await queryConfirmed(deps, group, tag);
  const subscribers: ActiveSubscriber[] = items.map((item) => ({
    email: item.email,
    ...(item.name ? { name: item.name } : {}),
    groups: [...(item.groups ?? [])].sort(),
  }));
  return subscribers;
}

export type MailingStatus = 'active' | 'pending' | 'unsubscribed' | 'suppressed' | 'unknown';

export function mailingStatusOf(s: Pick<Subscriber, 'status' | 'suppressed'> | undefined): MailingStatus {
  if (!s) return 'unknown';
  if (s.suppressed) return 'suppressed';
  if (s.status === 'unsubscribed') return 'unsubscribed';
  if (s.status === 'confirmed') return 'active';
  if (s.status === 'pending') return 'pending';
  return 'unknown';
}

/**
 * The mailing status of each address, keyed by the strings as given: 'active' (may be mailed),
 * 'pending' (not confirmed yet), 'unsubscribed', 'suppressed' (bounced or complained) or
 * 'unknown' (no record). Batched reads, 100 addresses a call.
 */
export async function subscriberStatuses(deps: Deps, emails: string[]): Promise<Map<string, MailingStatus>> {
  const addresses = [...new Set(emails.map(normaliseEmail))];
  const found = new Map(
    (await readSubscribers(deps, addresses, ['status', 'suppressed'])).map((item) => [item.email, item]),
  );
  const statuses = await statusesOf(deps, addresses, found);
  return new Map(emails.map((email) => [email, statuses.get(normaliseEmail(email))!]));
}
