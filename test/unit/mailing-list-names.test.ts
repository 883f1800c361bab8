import { describe, expect, it } from 'vitest';
import { mayConfirmationBeSent } from '../../functions/core/mailing-list/confirmation-cap';
import { cleanName } from '../../functions/core/mailing-list/names';

describe('cleanName', () => {
  it.each([
    ['Ann Reader', 'Ann Reader'],
    ['J.R.R. Tolkien', 'J.R.R. Tolkien'],
    ["Mary-Jane O'Neil", "Mary-Jane O'Neil"],
    ['Renée Zoë 李', 'Renée Zoë 李'],
    ['Visit https://evil.example/x now', 'Visit now'],
    ['win at evil.com', 'win at'],
    ['go www.evil.org/free', 'go'],
    ['evil.com/path?x=1', undefined],
    ['mail me: x@evil.com', 'mail me:'],
    ['Bob\u202Eevil', 'Bob evil'],
    ['Tab\tName\u0000\r\nNext', 'Tab Name Next'],
    ['   ', undefined],
    [undefined, undefined],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });
});

describe('mayConfirmationBeSent', () => {
  const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
  it('allows a first email, spaces the next ones further apart, and stops at the cap', () => {
    expect(mayConfirmationBeSent([], t(0))).toBe(true);
    expect(mayConfirmationBeSent([t(0)], t(0.9))).toBe(false);
    expect(mayConfirmationBeSent([t(0)], t(1))).toBe(true);
    expect(mayConfirmationBeSent([t(0), t(1)], t(10))).toBe(false);
    expect(mayConfirmationBeSent([t(0), t(1)], t(11))).toBe(true);
    expect(mayConfirmationBeSent([t(0), t(1), t(11)], t(600))).toBe(false);
  });
});
