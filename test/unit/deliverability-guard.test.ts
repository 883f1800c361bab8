/** The deliverability guard's rule (issue 15 item 4), on the figures a running job holds. */
import { describe, expect, it } from 'vitest';
import { DELIVERABILITY_GUARD } from '../../functions/contract/newsletters';
import { guardVerdict } from '../../functions/core/bulk-email/guard';

describe('the deliverability guard', () => {
  it('waits for a first sample, then pauses above 2% bounces or 0.08% complaints of what was sent', () => {
    expect(DELIVERABILITY_GUARD).toEqual({ bounceRate: 0.02, complaintRate: 0.0008, minimumSent: 50 });
    expect(guardVerdict({ sent: 49, bounced: 20 })).toBeNull();
    expect(guardVerdict({ sent: 100, bounced: 2 })).toBeNull();
    expect(guardVerdict({ sent: 100, bounced: 3 })).toMatch(
      /^Paused by the deliverability guard: 3 of the 100 emails sent so far bounced \(3\.0%\), over its limit of 2\.0%\. SES reviews accounts above 5\.0%/,
    );
    expect(guardVerdict({ sent: 10_000, complained: 8 })).toBeNull();
    expect(guardVerdict({ sent: 10_000, complained: 9 })).toMatch(
      /9 of the 10000 readers sent to so far marked it as spam \(0\.09%\), over its limit of 0\.08%/,
    );
  });

  it('judges only what was sent since the author resumed', () => {
    const base = { sent: 100, bounced: 10, complained: 0 };
    expect(guardVerdict({ sent: 149, bounced: 20, guardBase: base })).toBeNull();
    expect(guardVerdict({ sent: 200, bounced: 12, guardBase: base })).toBeNull();
    expect(guardVerdict({ sent: 200, bounced: 13, guardBase: base })).toContain(
      '3 of the 100 emails sent so far bounced',
    );
  });
});
