import type { Deps } from '../../lib/deps';
import { readSubscribers } from '../../entities/subscriber';
import { mailingStatusOf, type MailingStatus } from '../newsletter/subscribers';
import { createUnsubscribeTokens } from '../newsletter/tokens';
import { listLinksOf } from '../newsletter/emails';
import type { ListLinks } from '../../emails/layout';

/**
 * What the worker needs to know about a chunk's recipients before sending: may each be mailed,
 * and their one-click unsubscribe link. The same facts as `subscriberStatuses` and
 * `unsubscribeUrlFor` (core/newsletter), read and made in batches: one read for up to 100
 * addresses and one transaction per 25 new tokens, instead of one or two calls per address.
 */
export interface RecipientFacts {
  status: MailingStatus;
  /** Absent for unsubscribed and suppressed addresses, which get no mail. */
  links?: ListLinks;
}

/** Facts about each of `emails` (normalised addresses, no repeats). */
export async function recipientFacts(deps: Deps, emails: string[]): Promise<Map<string, RecipientFacts>> {
  const found = new Map((await readSubscribers(deps, emails, ['status', 'suppressed', 'unsubscribeToken'])).map((item) => [item.email, item]));
  const statuses = new Map(emails.map((email) => [email, mailingStatusOf(found.get(email))]));
  const mailable = new Set(emails.filter((email) => statuses.get(email) !== 'unsubscribed' && statuses.get(email) !== 'suppressed'));
  const created = await createUnsubscribeTokens(
    deps,
    [...mailable].filter((email) => !found.get(email)?.unsubscribeToken),
  );
  return new Map(
    emails.map((email) => {
      const token = found.get(email)?.unsubscribeToken ?? created.get(email);
      return [email, { status: statuses.get(email)!, ...(token && mailable.has(email) ? { links: listLinksOf(deps, token) } : {}) }];
    }),
  );
}
