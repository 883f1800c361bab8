import { seedContent } from '../../content/seed/seed';
import { describe, expect, it } from 'vitest';
import { sendMarketingEmail } from '../../functions/core/mailing-list/emails';
import { listActiveSubscribers, subscriberStatuses } from '../../functions/core/mailing-list/subscribers';
import { deps } from '../../functions/lib/deps';
import { mailTo, signUp, signUpAndConfirm, subscriber, uniqueEmail } from './mailing-list-helpers';
import { sesEvents } from '../support/invoke';

/** What SES event publishing puts on EventBridge for a configuration set (trimmed to the fields used). */
function eventBridgeBounce(email: string, bounceType: 'Permanent' | 'Transient') {
  return {
    version: '0',
    id: 'c6b0b2b4-0000-0000-0000-000000000000',
    'detail-type': 'Bounce',
    source: 'aws.ses',
    account: '123456789012',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: ['arn:aws:ses:us-east-1:123456789012:configuration-set/site'],
    detail: {
      eventType: 'Bounce',
      bounce: {
        bounceType,
        bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
        bouncedRecipients: [
          { emailAddress: email, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
        ],
        timestamp: new Date().toISOString(),
        feedbackId: '0100017-bounce',
        reportingMTA: 'dsn; a8-70.smtp-out.amazonses.com',
      },
      mail: {
        timestamp: new Date().toISOString(),
        source: 'hello@author-site.local',
        messageId: 'm-1',
        destination: [email],
        tags: {},
      },
    },
  };
}

const listed = async (email: string) => (await listActiveSubscribers(deps())).some((s) => s.email === email);

describe('SES bounce and complaint events', () => {
  it('suppress the address on a permanent bounce, but not on a transient one', async () => {
    const email = uniqueEmail('bounce');
    await signUpAndConfirm(email);
    expect(await listed(email)).toBe(true);

    expect(await sesEvents(eventBridgeBounce(email, 'Transient'))).toEqual({ suppressed: 0, counted: 0 });
    expect((await subscriber(email))!.suppressed).toBe(false);

    expect(await sesEvents(eventBridgeBounce(`Reader <${email.toUpperCase()}>`, 'Permanent'))).toEqual({
      suppressed: 1,
      counted: 0,
    });
    const stored = await subscriber(email);
    expect(stored).toMatchObject({
      suppressed: true,
      suppressionReason: 'bounce:Permanent:General',
      status: 'confirmed',
    });
    expect(await listed(email)).toBe(false);
    expect((await subscriberStatuses(deps(), [email])).get(email)).toBe('suppressed');
    expect(
      await sendMarketingEmail(deps(), seedContent.author, { to: email, subject: 's', html: 'h', text: 't' }),
    ).toEqual({
      sent: false,
      reason: 'suppressed',
    });

    // Signing up again answers as usual and sends nothing to a suppressed address (the three: confirmation, welcome, free ebook).
    expect((await signUp({ email, source: 'dream_team' })).status).toBe(200);
    expect(await mailTo(email)).toHaveLength(3);
  });

  it('suppress on a complaint, also when SNS wraps the event, and for an address that never signed up', async () => {
    const member = uniqueEmail('complainer');
    const stranger = uniqueEmail('stranger');
    await signUpAndConfirm(member);
    const complaint = (email: string, feedback?: string) => ({
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: email }],
        complaintFeedbackType: feedback,
        timestamp: new Date().toISOString(),
      },
      mail: { destination: [email] },
    });
    const sns = {
      Records: [
        { EventSource: 'aws:sns', Sns: { Type: 'Notification', Message: JSON.stringify(complaint(member, 'abuse')) } },
        { EventSource: 'aws:sns', Sns: { Type: 'Notification', Message: JSON.stringify(complaint(stranger)) } },
      ],
    };
    expect(await sesEvents(sns)).toEqual({ suppressed: 2, counted: 0 });
    expect((await subscriber(member))!.suppressionReason).toBe('complaint:abuse');
    expect(await listed(member)).toBe(false);
    expect((await subscriberStatuses(deps(), [stranger])).get(stranger)).toBe('suppressed');

    // A "not spam" feedback report is not a complaint; other event types and junk are ignored.
    const other = uniqueEmail('not-spam');
    expect(await sesEvents({ 'detail-type': 'Complaint', detail: complaint(other, 'not-spam') })).toEqual({
      suppressed: 0,
      counted: 0,
    });
    expect(await sesEvents({ 'detail-type': 'Delivery', detail: { eventType: 'Delivery', mail: {} } })).toEqual({
      suppressed: 0,
      counted: 0,
    });
    expect(await sesEvents({ Records: [{ Sns: { Message: 'not json' } }] })).toEqual({ suppressed: 0, counted: 0 });
    expect(await sesEvents('nonsense')).toEqual({ suppressed: 0, counted: 0 });
    expect(await subscriber(other)).toBeUndefined();
  });
});
