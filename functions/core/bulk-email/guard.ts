import { DELIVERABILITY_GUARD, SES_REVIEW_THRESHOLDS } from '../../contract/bulk-email';
import type { JobItem } from '../../entities/bulk-email-job';

const percent = (rate: number) => `${(rate * 100).toFixed(rate < 0.01 ? 2 : 1)}%`;

/**
 * The deliverability guard's verdict on a running job: why it must pause, or null. It judges what
 * was sent since the author last resumed it (`guardBase`), from the bounces and complaints SES's
 * events have counted so far.
 */
export function guardVerdict(job: Pick<JobItem, 'sent' | 'bounced' | 'complained' | 'guardBase'>): string | null {
  const base = job.guardBase ?? { sent: 0, bounced: 0, complained: 0 };
  const sent = job.sent - base.sent;
  if (sent < DELIVERABILITY_GUARD.minimumSent) return null;
  const bounced = (job.bounced ?? 0) - base.bounced;
  const complained = (job.complained ?? 0) - base.complained;
  if (bounced / sent > DELIVERABILITY_GUARD.bounceRate) {
    return `Paused by the deliverability guard: ${bounced} of the ${sent} emails sent so far bounced (${percent(bounced / sent)}), over its limit of ${percent(DELIVERABILITY_GUARD.bounceRate)}. SES reviews accounts above ${percent(SES_REVIEW_THRESHOLDS.bounceRate)}. Check the list for old or mistyped addresses, then resume or cancel the rest.`;
  }
  if (complained / sent > DELIVERABILITY_GUARD.complaintRate) {
    return `Paused by the deliverability guard: ${complained} of the ${sent} readers sent to so far marked it as spam (${percent(complained / sent)}), over its limit of ${percent(DELIVERABILITY_GUARD.complaintRate)}. SES reviews accounts above ${percent(SES_REVIEW_THRESHOLDS.complaintRate)}. Resume if you are sure this audience asked for it, or cancel the rest.`;
  }
  return null;
}
