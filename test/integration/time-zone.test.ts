import { afterAll, describe, expect, it } from 'vitest';
import type { SalesFigures } from '../../functions/contract/sales-desk';
import { overrideDeps } from '../../functions/lib/deps';
import type { MailHealth } from '../../functions/contract/newsletters';
import { invoke, sesEvents } from '../support/invoke';
import { figures, pageview, track } from './analytics-calls';
import { uniqueDomain } from './downloads-calls';
import { bookInBooks, completedEvent, deliver, paidIntent } from './sales-helpers';

/**
 * The author's one time-zone setting (Ontario's by default, changed in the admin's settings)
 * through the real handlers: the sales desk's, the analytics' and the sending reputation's days are
 * its days, so a sale, a visit or an email's delivery at 9:18 pm in Ontario counts on that
 * evening's day, not on UTC's next one. The clock is injected; the days are in a year no other
 * file counts in.
 */

/** 9:18 pm on Saturday, October 14, 2034 in Ontario (EDT, UTC−4): already the 15th in UTC. */
const EVENING = '2034-10-15T01:18:00.000Z';

function clockAt(iso: string) {
  const restore = overrideDeps({ now: () => new Date(iso) });
  return restore;
}
let restoreClock = () => {};
afterAll(async () => {
  restoreClock();
  // Other files of this worker count in the default zone.
  await invoke('putAdminSettings', { body: { timeZone: 'America/Toronto' } });
});

const desk = async (query?: string) => {
  const reply = await invoke('getSalesFigures', query === undefined ? {} : { query });
  expect(reply.status, reply.text).toBe(200);
  return reply.json<SalesFigures>();
};

describe('the author’s time zone', () => {
  it('is Ontario’s unless she changes it; a name that is not a time zone is refused in words', async () => {
    const settings = await invoke('getAdminSettings');
    expect(settings.status, settings.text).toBe(200);
    expect(settings.json()).toEqual({ timeZone: 'America/Toronto' });
    const refused = await invoke('putAdminSettings', { body: { timeZone: 'Mars/Olympus_Mons' } });
    expect(refused.status).toBe(400);
    expect(refused.json().message).toMatch(/Choose a time zone from the list, such as America\/Toronto/);
    expect((await invoke('getAdminSettings')).json()).toEqual({ timeZone: 'America/Toronto' });
  });

  it('puts a sale, a visit and a delivery at 9:18 pm in Ontario on that day: the sales desk, the analytics and the sending reputation', async () => {
    restoreClock = clockAt(EVENING);
    const domain = uniqueDomain('evening');
    const intent = await paidIntent(499);
    const sale = completedEvent({
      ebook: await bookInBooks('Evening Sale'),
      bookId: 'true-veil',
      email: `eve@${domain}`,
      paymentIntent: intent.id,
    });
    expect((await deliver(sale.event, { timestamp: Math.floor(Date.parse(EVENING) / 1000) })).status).toBe(200);

    // This month (October in Ontario), its day the 14th, and today's total.
    const month = await desk();
    expect(month.timeZone).toBe('America/Toronto');
    expect(month.period).toEqual({ from: '2034-10-01', to: '2034-10-31' });
    expect(month.byDay.map((day) => [day.day, day.orders])).toEqual([['2034-10-14', 1]]);
    expect(month.today).toMatchObject([{ orders: 1, amount: 499 }]);
    // The day asked for is the author's: the 14th holds it, the 15th does not.
    expect((await desk('from=2034-10-14&to=2034-10-14')).orders.map((o) => o.sessionId)).toEqual([sale.sessionId]);
    expect((await desk('from=2034-10-15&to=2034-10-15')).orders).toEqual([]);

    // A reader's visit at the same moment counts on the same day.
    expect((await track(pageview(new Date(EVENING)))).status).toBe(202);
    const week = (await figures('7d')).figures;
    expect(week).toMatchObject({ to: '2034-10-14', timeZone: 'America/Toronto' });
    expect(week.days.at(-1)).toMatchObject({ date: '2034-10-14', pageviews: 1 });

    // And SES's report of a delivery then counts on that day of the newsletters' sending reputation.
    await sesEvents({
      source: 'aws.ses',
      'detail-type': 'Delivery',
      detail: {
        eventType: 'Delivery',
        mail: { messageId: `m-evening-${domain}` },
        delivery: { recipients: ['someone@example.com'] },
      },
    });
    const health = (await invoke('getMailHealth')).json<MailHealth>();
    expect(health.daily).toEqual([{ date: '2034-10-14', delivered: 1, bounced: 0, complained: 0 }]);
  });

  it('moves every day the desk counts when she changes it: the same sale is the 15th in Tokyo', async () => {
    restoreClock();
    restoreClock = clockAt(EVENING);
    const saved = await invoke('putAdminSettings', { body: { timeZone: 'Asia/Tokyo' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    expect((await invoke('getAdminSettings')).json()).toEqual({ timeZone: 'Asia/Tokyo' });
    const month = await desk();
    expect(month.timeZone).toBe('Asia/Tokyo');
    expect(month.byDay.map((day) => [day.day, day.orders])).toEqual([['2034-10-15', 1]]);
    expect((await desk('from=2034-10-14&to=2034-10-14')).orders).toEqual([]);
  });
});
