import { describe, expect, it } from 'vitest';
import { RETURN_PAGE_MINUTES } from '../../functions/contract/sales';
import { maskEmail } from '../../functions/lib/email-address';
import { useClockAhead } from '../support/clock-ahead';
import { invoke } from '../support/invoke';
import { uniqueDomain } from './downloads-calls';
import { buy } from './sales-helpers';

/**
 * The thank-you page Stripe returns a buyer to names the order by its Checkout Session's id, which
 * also stays in browser history and in Stripe's page address: it opens the order only for
 * RETURN_PAGE_MINUTES after the payment, prints no address but the masked one, and then sends the
 * reader to the links emailed to them, which keep working.
 */

const MINUTE = 60_000;
const clockAhead = useClockAhead();
const atMinutes = (minutes: number) => clockAhead(minutes * MINUTE);

const orderPage = (ref: string) => invoke('orderPage', { params: { ref } });
const press = (ref: string) => invoke('orderDownload', { params: { ref }, form: '' });

describe('the thank-you page by session id', () => {
  it('prints no address of the buyer but the masked one', async () => {
    const email = `ivy.reader@${uniqueDomain('return-page')}`;
    const sale = await buy({ email, ebookTitle: 'Return Page', name: 'Ivy Reader' });
    const thanks = await orderPage(sale.sessionId);
    expect(thanks.status, thanks.text).toBe(200);
    expect(thanks.text).toContain('Download True Veil');
    expect(thanks.text).toContain(maskEmail(email));
    expect(thanks.text).not.toContain(email);
    expect(thanks.text).not.toContain('Ivy Reader');
  });

  it(`opens the order for ${RETURN_PAGE_MINUTES} minutes after payment, then points to the emailed links, which still work`, async () => {
    const sale = await buy({ email: `jo@${uniqueDomain('return-window')}`, ebookTitle: 'Return Window' });
    atMinutes(RETURN_PAGE_MINUTES - 1);
    expect((await orderPage(sale.sessionId)).status).toBe(200);

    atMinutes(RETURN_PAGE_MINUTES + 1);
    const closed = await orderPage(sale.sessionId);
    expect(closed.status, closed.text).toBe(410);
    expect(closed.text).toMatch(/open the link in the receipt we emailed you/);
    expect(closed.text).toContain('href="/api/sales/library"');
    expect(closed.text).not.toContain('True Veil');
    const pressed = await press(sale.sessionId);
    expect(pressed.status).toBe(410);
    expect(pressed.headers.location).toBeUndefined();

    // The receipt's own link is the lasting one.
    expect((await orderPage(sale.orderToken)).status).toBe(200);
    expect((await press(sale.orderToken)).status).toBe(303);
  });
});
