import { MAIL_HEALTH_DAYS, type MailHealth } from '../../contract/newsletters';
import { readMailStats } from '../../entities/mail-stats';
import type { Deps } from '../../lib/deps';
import { dayIn } from '../../contract/time-zone';
import { authorTimeZone } from '../admin/time-zone';

const DAY_MS = 86_400_000;

/**
 * The account's bounce and complaint rates over the last MAIL_HEALTH_DAYS days (today
 * included), as SES judges an account: of the emails it reported on. The dashboard draws them
 * against the deliverability guard's limits and SES's review thresholds.
 */
export async function mailHealthOf(deps: Deps): Promise<MailHealth> {
  const today = dayIn(await authorTimeZone(deps), deps.now());
  const from = new Date(Date.parse(today) - (MAIL_HEALTH_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const daily = await readMailStats(deps, from, today);
  const total = (field: 'delivered' | 'bounced' | 'complained') => daily.reduce((sum, day) => sum + day[field], 0);
  const [delivered, bounced, complained] = [total('delivered'), total('bounced'), total('complained')];
  const sent = delivered + bounced;
  return {
    days: MAIL_HEALTH_DAYS,
    sent,
    delivered,
    bounced,
    complained,
    bounceRate: sent ? bounced / sent : 0,
    complaintRate: sent ? complained / sent : 0,
    daily,
  };
}
