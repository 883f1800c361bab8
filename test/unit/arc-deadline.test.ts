import { describe, expect, it } from 'vitest';
import { authorDayIn, daysToDeadline, deadlineInstant, formatDeadline } from '../../functions/contract/deadline';

/**
 * A review deadline is a day of the author's zone (Ontario's unless the round was made in another):
 * the reader's page, the emails and the admin write it alike.
 */
describe('a review deadline', () => {
  it('is written in words and ends with its day in Ontario, summer or winter', () => {
    expect(formatDeadline('2026-12-18')).toBe('Friday, December 18, 2026');
    // 23:59:59 EST is 04:59:59 UTC the next day; 23:59:59 EDT (summer) is 03:59:59 UTC.
    expect(deadlineInstant('2026-12-18').toISOString()).toBe('2026-12-19T04:59:59.000Z');
    expect(deadlineInstant('2026-07-01').toISOString()).toBe('2026-07-02T03:59:59.000Z');
  });

  it('ends with its day in the zone of the round: Auckland’s day ends 18 hours before Ontario’s', () => {
    expect(deadlineInstant('2026-12-18', 'Pacific/Auckland').toISOString()).toBe('2026-12-18T10:59:59.000Z');
    expect(deadlineInstant('2026-12-18', 'Europe/London').toISOString()).toBe('2026-12-18T23:59:59.000Z');
    // 11 am UTC on the 18th is already the 19th in Auckland: passed there, a day left in Ontario.
    const at = new Date('2026-12-18T11:00:00Z');
    expect(daysToDeadline('2026-12-18', at, 'Pacific/Auckland')).toBe(-1);
    expect(daysToDeadline('2026-12-18', at)).toBe(0);
    expect(authorDayIn(30, at, 'Pacific/Auckland')).toBe('2027-01-18');
    expect(authorDayIn(30, at)).toBe('2027-01-17');
    expect(formatDeadline('2026-12-18')).toBe('Friday, December 18, 2026');
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
