import { seedContent } from '../../content/seed/seed';
import { describe, expect, it } from 'vitest';
import { batchSizeFor, INVALID_ADDRESS, recipientsOf } from '../../functions/core/bulk-email/job-rules';
import { createPacer } from '../../functions/core/bulk-email/pacer';
import { backoffMs, DEFAULT_RETRY, entryOutcome, isThrottling } from '../../functions/core/bulk-email/ses-outcomes';
import { bulkDownloadTemplate } from '../../functions/core/downloads/bulk-send';
import { bulkEntry } from '../../functions/core/bulk-email/template';
import { DEFAULT_SES_MAX_SEND_RATE, sendRateFrom } from '../../functions/lib/send-rate';
import { fakeClock } from '../support/fake-clock';

describe('pacer', () => {
  it('lets `rate` emails a second through: batches of 50 at 50/s go out one second apart', async () => {
    const clock = fakeClock();
    const pacer = createPacer(50, clock);
    const starts: number[] = [];
    for (let i = 0; i < 5; i++) {
      await pacer.take(50);
      starts.push(clock.now());
    }
    expect(starts).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('spaces smaller batches in proportion, and never waits with the limit lifted', async () => {
    const clock = fakeClock();
    const pacer = createPacer(14, clock);
    await pacer.take(14);
    await pacer.take(7);
    await pacer.take(7);
    expect(clock.now()).toBe(1500);
    const unlimited = fakeClock();
    const free = createPacer(Infinity, unlimited);
    for (let i = 0; i < 100; i++) await free.take(50);
    expect(unlimited.sleeps).toEqual([]);
  });

  it('does not save up: after a quiet spell the next batch goes at once, the one after waits its share', async () => {
    const clock = fakeClock();
    const pacer = createPacer(10, clock);
    await pacer.take(10);
    await clock.sleep(5000);
    const before = clock.now();
    await pacer.take(10);
    expect(clock.now()).toBe(before);
    await pacer.take(10);
    expect(clock.now()).toBe(before + 1000);
  });
});

describe('SES answers', () => {
  it('reads each entry: sent, to retry (throttled, transient) or failed for good', () => {
    expect(entryOutcome({ Status: 'SUCCESS', MessageId: 'm1' })).toEqual({ kind: 'sent', messageId: 'm1' });
    expect(entryOutcome({ Status: 'ACCOUNT_THROTTLED' }).kind).toBe('retry');
    expect(entryOutcome({ Status: 'TRANSIENT_FAILURE', Error: 'later' }).kind).toBe('retry');
    const rejected = entryOutcome({ Status: 'MESSAGE_REJECTED', Error: 'Address blacklisted.' });
    expect(rejected).toEqual({
      kind: 'failed',
      error: 'SES did not send this email (MESSAGE_REJECTED: Address blacklisted.).',
    });
    expect(entryOutcome(undefined).kind).toBe('failed');
  });

  it('knows a throttled call from other failures', () => {
    expect(isThrottling(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }))).toBe(true);
    expect(isThrottling(Object.assign(new Error('slow down'), { name: 'TooManyRequestsException' }))).toBe(true);
    expect(isThrottling(Object.assign(new Error('x'), { name: 'Whatever', $retryable: { throttling: true } }))).toBe(
      true,
    );
    expect(isThrottling(Object.assign(new Error('no'), { name: 'MessageRejected' }))).toBe(false);
  });

  it('backs off exponentially, with jitter, up to a cap', () => {
    expect(backoffMs(DEFAULT_RETRY, 0, () => 0)).toBe(125);
    expect(backoffMs(DEFAULT_RETRY, 0, () => 1)).toBe(250);
    expect(backoffMs(DEFAULT_RETRY, 3, () => 1)).toBe(2000);
    expect(backoffMs(DEFAULT_RETRY, 20, () => 1)).toBe(DEFAULT_RETRY.capMs);
  });
});

describe('job set-up', () => {
  it('keeps each address once (case-insensitively, in the order given) and skips invalid ones', () => {
    expect(recipientsOf(['A@x.test', 'b@x.test', 'a@X.test', 'nope', ' b@x.test ', 'nope'])).toEqual([
      { email: 'a@x.test', status: 'pending' },
      { email: 'b@x.test', status: 'pending' },
      { email: 'nope', status: 'skipped', error: INVALID_ADDRESS },
    ]);
  });

  it('sizes batches by the send rate: at most 50, at most a second of sending', () => {
    expect(batchSizeFor(Infinity)).toBe(50);
    expect(batchSizeFor(200)).toBe(50);
    expect(batchSizeFor(14)).toBe(14);
    expect(batchSizeFor(0.5)).toBe(1);
  });

  it('reads SES_MAX_SEND_RATE: a number, 0 or "unlimited" (no limit), default 14', () => {
    expect(sendRateFrom(undefined)).toBe(DEFAULT_SES_MAX_SEND_RATE);
    expect(sendRateFrom('50')).toBe(50);
    expect(sendRateFrom('0')).toBe(Infinity);
    expect(sendRateFrom('unlimited')).toBe(Infinity);
    expect(() => sendRateFrom('fast')).toThrow(/SES_MAX_SEND_RATE/);
  });
});

describe('bulk template', () => {
  it('is the download email with placeholders, and each entry brings its values and unsubscribe headers', () => {
    const template = bulkDownloadTemplate(seedContent.author, 'True Veil');
    expect(template.TemplateContent!.Subject).toBe('Your free ebook: True Veil');
    for (const part of [template.TemplateContent!.Html!, template.TemplateContent!.Text!]) {
      expect(part).toContain('{{libraryUrl}}');
      expect(part).toContain('{{expiresAt}}');
      expect(part).toContain('{{unsubscribeUrl}}');
      expect(part).toContain('{{preferencesUrl}}');
    }
    const entry = bulkEntry('r@x.test', {
      libraryUrl: 'https://site.test/api/sales/library/abc',
      expiresAt: 'Saturday, July 26, 2025 at 3:00 PM EDT',
      unsubscribeUrl: 'https://site.test/u/t',
      preferencesUrl: 'https://site.test/p/t',
    });
    expect(entry.Destination).toEqual({ ToAddresses: ['r@x.test'] });
    expect(JSON.parse(entry.ReplacementEmailContent!.ReplacementTemplate!.ReplacementTemplateData!)).toMatchObject({
      libraryUrl: 'https://site.test/api/sales/library/abc',
    });
    expect(entry.ReplacementHeaders).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://site.test/u/t>' },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('refuses a value SES would put into the HTML unescaped', () => {
    expect(() =>
      bulkEntry('r@x.test', {
        libraryUrl: 'https://x.test/?a=1&b=<script>',
        expiresAt: 'x',
        unsubscribeUrl: 'https://x.test/u',
        preferencesUrl: 'https://x.test/p',
      }),
    ).toThrow(/escaping/);
  });
});
