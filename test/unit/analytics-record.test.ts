import { describe, expect, it } from 'vitest';
import { analyticsRecord, newSessionId, SESSION_ID_PATTERN } from '../../functions/contract/analytics';
import { USER_AGENT_MAX } from '../../functions/contract/constants';
import { addDays, daysEnding, expiryAfterDay } from '../../functions/core/analytics/days';
import { referrerDomain } from '../../functions/core/analytics/track-visit';

const base = {
  page: '/books',
  timestamp: '2025-07-26T14:03:00.000Z',
  sessionId: 'session_1753538580000_k3j9x2m1q',
  isAuthor: false,
};

describe('the visitor analytics record (docs/SPEC.md §3)', () => {
  it('accepts a pageview and an event as the site sends them', () => {
    expect(
      analyticsRecord.safeParse({ ...base, type: 'pageview', referrer: '', userAgent: 'u'.repeat(USER_AGENT_MAX) })
        .success,
    ).toBe(true);
    expect(
      analyticsRecord.safeParse({
        ...base,
        type: 'pageview',
        referrer: 'https://www.goodreads.com/x?y=1',
        userAgent: '',
      }).success,
    ).toBe(true);
    expect(
      analyticsRecord.safeParse({
        ...base,
        type: 'event',
        eventName: 'newsletter:dismiss',
        data: { a: [1, 'b', null], b: { c: true } },
      }).success,
    ).toBe(true);
    expect(analyticsRecord.safeParse({ ...base, type: 'event', eventName: 'no_data' }).success).toBe(true);
    expect(
      analyticsRecord.safeParse({ ...base, timestamp: '2025-07-26T16:03:00+02:00', type: 'event', eventName: 'x' })
        .success,
    ).toBe(true);
  });

  it('names the field and says what to send when it refuses one', () => {
    const result = analyticsRecord.safeParse({
      ...base,
      type: 'pageview',
      referrer: '',
      userAgent: 'u'.repeat(USER_AGENT_MAX + 1),
    });
    expect(result.error?.issues[0]?.path).toEqual(['userAgent']);
    const type = analyticsRecord.safeParse({ ...base, type: 'visit' });
    expect(type.error?.issues[0]?.message).toBe('Send type as "pageview" or "event".');
  });

  it('makes session ids in the format it accepts', () => {
    const id = newSessionId(1753538580000);
    expect(id).toMatch(/^session_1753538580000_[a-z0-9]+$/);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(newSessionId()).not.toBe(newSessionId());
  });
});

describe('analytics days and referrers', () => {
  it('counts days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysEnding('2025-01-02', 3)).toEqual(['2024-12-31', '2025-01-01', '2025-01-02']);
    expect(expiryAfterDay('2025-01-01', 2)).toBe(Date.parse('2025-01-03T00:00:00Z') / 1000);
  });

  it('keeps the referring host without www, and drops the site itself', () => {
    expect(referrerDomain('https://www.Google.com/search?q=x', 'https://author.example')).toBe('google.com');
    expect(referrerDomain('https://author.example/books', 'https://www.author.example')).toBeNull();
    expect(referrerDomain('', 'https://author.example')).toBeNull();
  });
});
