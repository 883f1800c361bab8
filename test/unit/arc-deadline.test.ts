import { describe, expect, it } from 'vitest';
import { authorDayIn, daysToDeadline, deadlineInstant, formatDeadline } from '../../functions/contract/deadline';

/** A review deadline is a day of the author's (Ontario): the reader's page, the emails and the admin write it alike. */
describe('a review deadline', () => {
  it('is written in words and ends with its day in Ontario, never earlier', () => {
    expect(formatDeadline('2026-12-18')).toBe('Friday, December 18, 2026');
    // 23:59:59 EST is 04:59:59 UTC the next day; in EDT (summer) the same instant is an hour later, so never early.
    expect(deadlineInstant('2026-12-18').toISOString()).toBe('2026-12-19T04:59:59.000Z');
    expect(deadlineInstant('2026-07-01').toISOString()).toBe('2026-07-02T04:59:59.000Z');
  });

  it('counts the whole days left: 0 on its last day, negative once past', () => {
    expect(daysToDeadline('2026-12-18', new Date('2026-11-27T12:00:00Z'))).toBe(21);
    expect(daysToDeadline('2026-12-18', new Date('2026-12-17T20:00:00Z'))).toBe(1);
    expect(daysToDeadline('2026-12-18', new Date('2026-12-18T23:00:00Z'))).toBe(0);
    expect(daysToDeadline('2026-12-18', new Date('2026-12-19T04:59:00Z'))).toBe(0);
    expect(daysToDeadline('2026-12-18', new Date('2026-12-19T05:00:00Z'))).toBe(-1);
  });

  it('is offered as the author\'s day: at 8 pm in Ontario "in 21 days" still counts 21, though UTC is a day ahead', () => {
    const evening = new Date('2026-11-28T01:00:00Z'); // Friday, November 27, 8 pm EST
    expect(authorDayIn(21, evening)).toBe('2026-12-18');
    expect(daysToDeadline(authorDayIn(21, evening), evening)).toBe(21);
    expect(authorDayIn(0, new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
    // Across a month's and a year's end.
    expect(authorDayIn(30, new Date('2026-12-15T12:00:00Z'))).toBe('2027-01-14');
  });
});
