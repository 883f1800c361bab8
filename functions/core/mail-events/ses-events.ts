import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';
import { countMailEvent, isReputationOutcome } from '../../entities/mail-stats';
import { erasedKey } from '../../entities/reader-desk';
import { recordOutcome, type MailOutcome } from '../../entities/sent-mail';
import { suppress } from '../mailing-list/subscribers';
import { emailHash } from '../mailing-list/tokens';
import { dayIn } from '../../contract/time-zone';
import { authorTimeZone } from '../admin/time-zone';

/**
 * What SES's events of the configuration sets mean to the site: bounces and complaints suppress
 * addresses, and with deliveries they are counted against the email a bulk job sent (campaign
 * reports and the deliverability guard; functions/entities/sent-mail.ts). Opens and clicks come
 * only from the engagement set, which only campaigns that count them are sent with; each counts
 * once a reader. Permanent bounces and complaints suppress; transient and undetermined bounces do
 * not, and are not counted. The Lambda that receives them is functions/events/ses-events.ts.
 */

/** One SES event, as EventBridge's `detail` or an SNS message holds it. */
export interface SesEvent {
  eventType?: string;
  /** SNS notifications of an identity (not a configuration set) name the type here. */
  notificationType?: string;
  mail?: { messageId?: string; timestamp?: string; destination?: string[] };
  delivery?: { recipients?: string[]; timestamp?: string };
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: { emailAddress?: string }[] };
}

/** `"Reader <a@b.example>"` -> `a@b.example`. */
const addressOf = (recipient: string) => (/<([^>]+)>/.exec(recipient)?.[1] ?? recipient).trim();

/** The addresses an SES event says to suppress, with the reason to record. */
export function suppressionsOf(event: SesEvent): { email: string; reason: string }[] {
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const reason = `bounce:Permanent:${event.bounce.bounceSubType ?? 'General'}`;
    return (event.bounce.bouncedRecipients ?? []).flatMap((r) =>
      r.emailAddress ? [{ email: addressOf(r.emailAddress), reason }] : [],
    );
  }
  // A feedback report that says "not spam" is not a complaint.
  if (type === 'Complaint' && event.complaint?.complaintFeedbackType !== 'not-spam') {
    const reason = `complaint:${event.complaint?.complaintFeedbackType ?? 'unspecified'}`;
    return (event.complaint?.complainedRecipients ?? []).flatMap((r) =>
      r.emailAddress ? [{ email: addressOf(r.emailAddress), reason }] : [],
    );
  }
  return [];
}

/** What the event says happened to which recipient's copy of which email. */
export function outcomesOf(event: SesEvent): { email: string; messageId: string; outcome: MailOutcome }[] {
  const messageId = event.mail?.messageId;
  if (!messageId) return [];
  const type = event.eventType ?? event.notificationType;
  if (type === 'Delivery')
    return (event.delivery?.recipients ?? []).map((recipient) => ({
      email: addressOf(recipient),
      messageId,
      outcome: 'delivered' as const,
    }));
  // Opens and clicks (only a campaign that counts them is sent with the set that reports them): each email has one recipient.
  if (type === 'Open' || type === 'Click') {
    const outcome = type === 'Open' ? ('opened' as const) : ('clicked' as const);
    return (event.mail?.destination ?? []).map((recipient) => ({ email: addressOf(recipient), messageId, outcome }));
  }
  return suppressionsOf(event).map(({ email }) => ({
    email,
    messageId,
    outcome: type === 'Bounce' ? ('bounced' as const) : ('complained' as const),
  }));
}

/** Suppresses, counts and records what `events` say; a failed write throws (the caller's event is delivered again). */
export async function handleSesEvents(
  deps: Deps,
  events: SesEvent[],
): Promise<{ suppressed: number; counted: number }> {
  const suppressions = events.flatMap(suppressionsOf);
  // A failed write throws, so Lambda runs the event again (an asynchronous invoke); a repeat counts nothing twice.
  await Promise.all(suppressions.map(({ email, reason }) => suppress(deps, email, reason)));
  if (suppressions.length)
    log.info('Addresses suppressed', {
      count: suppressions.length,
      reasons: [...new Set(suppressions.map((s) => s.reason))],
    });
  const at = deps.now().toISOString();
  const outcomes = events.flatMap(outcomesOf);
  // Every email's events count towards the account's reputation (a repeated event counts twice: rare, and only inflates the rates).
  const reputationDay = dayIn(await authorTimeZone(deps), deps.now());
  await Promise.all(
    outcomes.flatMap(({ outcome }) =>
      isReputationOutcome(outcome) ? [countMailEvent(deps, reputationDay, outcome)] : [],
    ),
  );
  // An erased reader's late events are not kept: an early event would be an item naming them again.
  const counted = await Promise.all(
    outcomes.map(({ email, messageId, outcome }) =>
      recordOutcome(deps, email, messageId, outcome, at, erasedKey(emailHash(email))),
    ),
  );
  return { suppressed: suppressions.length, counted: counted.filter((result) => result === 'recorded').length };
}
