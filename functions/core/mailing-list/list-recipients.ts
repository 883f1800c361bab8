import type { Deps } from '../../lib/deps';
import { readSubscribers } from '../../entities/subscriber';
import { statusesOf, type MailingStatus } from './subscribers';
import { createUnsubscribeTokens } from './tokens';
import { listLinksOf } from './emails';
import type { ListLinks } from '../../emails/footer';

/**
 * What a bulk send needs to know about a chunk's recipients before sending: may each be mailed,
 * their one-click unsubscribe link and the name they are greeted by. The same facts as `subscriberStatuses` and
 * `unsubscribeUrlFor` (core/mailing-list), read and made in batches: one read for up to 100
 * addresses and one transaction per 25 new tokens, instead of one or two calls per address.
 */
export interface RecipientFacts {
  status: MailingStatus;
  /** Absent for unsubscribed and suppressed addresses, which get no mail. */
  links?: ListLinks;
  name?: string;
}

/** Facts about each of `emails` (normalised addresses, no repeats). */
export async function recipientFacts(deps: Deps, emails: string[]): Promise<Map<string, RecipientFacts>> {
  const found = new Map(
    (await readSubscribers(deps, emails, ['status', 'suppressed', 'unsubscribeToken', 'name'])).map((item) => [
      item.email,
      item,
    ]),
  );
  const statuses = await statusesOf(deps, emails, found);
  const mailable = new Set(
    emails.filter((email) => statuses.get(email) !== 'unsubscribed' && statuses.get(email) !== 'suppressed'),
  );
  const created = await createUnsubscribeTokens(
    deps,
    [...mailable].filter((email) => !found.get(email)?.unsubscribeToken),
  );
  return new Map(
    emails.map((email) => {
      const token = found.get(email)?.unsubscribeToken ?? created.get(email);
      return [
        email,
        {
          status: statuses.get(email)!,
          ...(token && mailable.has(email) ? { links: listLinksOf(deps, token), name: found.get(email)?.name } : {}),
        },
      ];
    }),
  );
}

/** Why an address gets no list mail, as a sentence for the author; undefined when it may be mailed. */
export function refusalOf(email: string, status: MailingStatus): string | undefined {
  if (status === 'unsubscribed')
    return `${email} has unsubscribed from the mailing list, so no email was sent. They can sign up again at /sign-up.`;
  if (status === 'suppressed')
    return `Mail to ${email} bounced or was marked as spam, so the address is suppressed and no email was sent.`;
  return undefined;
}

/**
 * Each of `emails` as list mail sees them: skipped with the reason (unsubscribed, suppressed, or
 * no unsubscribe link could be made), or their list links and name. Every kind of bulk send to
 * readers starts from this.
 */
export async function listMailRecipients(
  deps: Deps,
  emails: string[],
): Promise<Map<string, { skip: string } | { links: ListLinks; name?: string }>> {
  const facts = await recipientFacts(deps, emails);
  return new Map(
    emails.map((email) => {
      const fact = facts.get(email)!;
      const refusal = refusalOf(email, fact.status);
      return [
        email,
        refusal || !fact.links
          ? { skip: refusal ?? 'No unsubscribe link could be made.' }
          : { links: fact.links, name: fact.name },
      ];
    }),
  );
}
