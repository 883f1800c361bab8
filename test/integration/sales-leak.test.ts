import { describe, expect, it } from 'vitest';
import type { LeakReply } from '../../functions/contract/arc';
import { readerIdOf } from '../../functions/contract/readers';
import { maskEmail } from '../../functions/lib/email-address';
import { invoke } from '../support/invoke';
import { passageOf } from '../support/leaked-copy';
import { uniqueDomain } from './downloads-calls';
import { buy, deliver, refundedEvent } from './sales-helpers';

/**
 * The leak lookup names buyers as it names ARC readers (issue 29 item 5): a passage of a copy sold
 * through the signed webhook names the buyer, with the order it was sold by and its state.
 */

const lookUp = async (passage: string) => {
  const reply = await invoke('lookUpLeak', { body: { passage } });
  expect(reply.status, reply.text).toBe(200);
  return reply.json<LeakReply>();
};

describe('the leak lookup on a sold copy', () => {
  it('names the buyer, the order and the book; a refund or erasure since is said', async () => {
    const domain = uniqueDomain('leak-buyer');
    const email = `hal@${domain}`;
    const sale = await buy({ email, ebookTitle: 'Leaked Sale', name: 'Hal Buyer' });
    const pressed = await invoke('orderDownload', { params: { ref: sale.orderToken }, form: '' });
    expect(pressed.status, pressed.text).toBe(303);
    const copy = new Uint8Array(await (await fetch(pressed.headers.location!)).arrayBuffer());

    const leak = await lookUp(passageOf(copy));
    expect(leak.found).toBe(true);
    expect(leak.copies).toHaveLength(1);
    expect(leak.copies[0]).toMatchObject({
      email,
      name: 'Hal Buyer',
      order: { sessionId: sale.sessionId, title: 'True Veil', amount: '$4.99', state: 'paid' },
    });
    expect(leak.message).toMatch(
      new RegExp(
        `^This is the copy prepared for Hal Buyer <${email}>, who bought True Veil \\(order ${sale.sessionId}, \\$4\\.99 on \\d{4}-\\d\\d-\\d\\d\\)\\.$`,
      ),
    );

    expect((await deliver(refundedEvent(sale.paymentIntent))).status).toBe(200);
    const after = await lookUp(passageOf(copy));
    expect(after.copies[0]!.order).toMatchObject({ state: 'refunded' });
    expect(after.message).toContain(', since refunded)');

    // Once the buyer is erased, the copy is a buyer's since erased, by the masked address; the order stays.
    expect((await invoke('eraseReader', { params: { id: readerIdOf(email) } })).status).toBe(200);
    const erased = await lookUp(passageOf(copy));
    expect(erased.message).toContain(
      `a buyer since erased (${maskEmail(email)}), who bought True Veil (order ${sale.sessionId}`,
    );
    expect(erased.copies[0]).not.toHaveProperty('name');
  });
});
