/**
 * The local stand-in for SES's mailbox simulator (infra/local/ses-event-feed.ts): the events it
 * makes are the ones the stack's EventBridge rule matches, and the SES events function reads
 * from them the address to suppress.
 */
import { describe, expect, it } from 'vitest';
import { outcomesOf, suppressionsOf } from '../../functions/core/mail-events/ses-events';
import { SES_EVENT_DETAIL_TYPES } from '../../infra/constructs/background';
import { simulatedEvents, simulatorMailbox } from '../../infra/local/ses-event-feed';

describe('the local mailbox simulator', () => {
  it('knows the simulator addresses, with or without a +label, and nothing else', () => {
    expect(simulatorMailbox('bounce@simulator.amazonses.com')).toBe('bounce');
    expect(simulatorMailbox('bounce+reader-7@Simulator.AmazonSES.com')).toBe('bounce');
    expect(simulatorMailbox('complaint+x@simulator.amazonses.com')).toBe('complaint');
    expect(simulatorMailbox('success@simulator.amazonses.com')).toBeUndefined();
    expect(simulatorMailbox('bounce@example.com')).toBeUndefined();
    expect(simulatorMailbox('reader@simulator.amazonses.com.evil.test')).toBeUndefined();
  });

  it('makes the EventBridge events of each recipient, as the stack rule matches them: bounced, delivered, or delivered and complained about', () => {
    const events = simulatedEvents({
      messageId: 'ses-1',
      destination: {
        to: ['bounce+a@simulator.amazonses.com', 'reader@example.com'],
        bcc: ['complaint@simulator.amazonses.com'],
      },
      at: 1_700_000_000,
    });
    expect(events.map((e) => [e.source, e['detail-type']])).toEqual([
      ['aws.ses', 'Email Bounced'],
      ['aws.ses', 'Email Delivered'],
      ['aws.ses', 'Email Delivered'],
      ['aws.ses', 'Email Complaint Received'],
    ]);
    for (const event of events) {
      expect(Object.values(SES_EVENT_DETAIL_TYPES)).toContain(event['detail-type']);
      expect(event.detail.mail).toMatchObject({
        messageId: 'ses-1',
        timestamp: '2023-11-14T22:13:20.000Z',
        tags: { 'ses:configuration-set': ['local'] },
      });
    }
    expect(events.flatMap((e) => suppressionsOf(e.detail))).toEqual([
      { email: 'bounce+a@simulator.amazonses.com', reason: 'bounce:Permanent:General' },
      { email: 'complaint@simulator.amazonses.com', reason: 'complaint:abuse' },
    ]);
    expect(events.flatMap((e) => outcomesOf(e.detail))).toEqual([
      { email: 'bounce+a@simulator.amazonses.com', messageId: 'ses-1', outcome: 'bounced' },
      { email: 'reader@example.com', messageId: 'ses-1', outcome: 'delivered' },
      { email: 'complaint@simulator.amazonses.com', messageId: 'ses-1', outcome: 'delivered' },
      { email: 'complaint@simulator.amazonses.com', messageId: 'ses-1', outcome: 'complained' },
    ]);
  });
});
