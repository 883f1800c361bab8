import { SEED_FREE_EBOOK_TITLE } from '../support/free-ebook-title';
import { afterAll, describe, expect, it } from 'vitest';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { ALREADY_HAD } from '../../functions/core/downloads/bulk-send';
import { recordSignup } from '../../functions/core/mailing-list/subscribers';
import { createConfirmToken } from '../../functions/core/mailing-list/tokens';
import { freeEbookOf } from '../../functions/entities/free-ebook';
import { deps } from '../../functions/lib/deps';
import type { StoredMail } from '../support/mail-store';
import { invoke } from '../support/invoke';
import { countByRecipient, mailTo, uniqueDomain, waitForJob } from './downloads-calls';

/**
 * The free ebook on confirmation: sent by itself, once per reader, whatever runs at once or again;
 * the author can switch it off, and her bulk send can leave out the readers who had it.
 */
const title = SEED_FREE_EBOOK_TITLE;
const isFreeEbook = (mail: StoredMail) => mail.subject.includes(title);
const freeEbookMail = async (domain: string) => (await mailTo(domain)).filter(isFreeEbook);

async function pendingReaders(domain: string, n: number) {
  const emails = Array.from({ length: n }, (_, i) => `reader${i}@${domain}`);
  return Promise.all(
    emails.map(async (email) => {
      await recordSignup(deps(), { email, groups: ['voracious-readers'], source: 'signup_page' });
      return { email, token: await createConfirmToken(deps(), email) };
    }),
  );
}

const confirm = async (token: string) => {
  const reply = await invoke('mailingListConfirm', { params: { token }, form: '' });
  expect(reply.status, reply.text).toBe(200);
  expect(reply.text).toContain('You’re confirmed!');
};

const setSendOnConfirm = async (sendOnConfirm: boolean) => {
  const reply = await invoke('setFreeEbookSettings', { body: { sendOnConfirm } });
  expect(reply.status, reply.text).toBe(200);
};

afterAll(() => setSendOnConfirm(true));

describe('the free ebook on confirmation', () => {
  it('100 readers confirming at once, ten of them pressing twice, get 100 free-ebook emails, none twice', async () => {
    const domain = uniqueDomain('free-ebook-100');
    const readers = await pendingReaders(domain, 100);
    const started = Date.now();
    await Promise.all(
      readers.flatMap(({ token }, i) => (i < 10 ? [confirm(token), confirm(token)] : [confirm(token)])),
    );
    console.info(`110 concurrent confirmations of 100 readers: ${Date.now() - started} ms`);

    const mail = await freeEbookMail(domain);
    expect(mail).toHaveLength(100);
    const counts = countByRecipient(mail);
    expect(counts.size).toBe(100);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(mail[0]!.body.text).toContain('/api/sales/library/');
    const record = await freeEbookOf(deps(), readers[0]!.email, EBOOK_FILENAME);
    expect(record).toMatchObject({ via: 'confirmation', email: readers[0]!.email });
  }, 60_000);

  it('a confirmation retried later sends nothing more', async () => {
    const domain = uniqueDomain('free-ebook-retry');
    const [reader] = await pendingReaders(domain, 1);
    await confirm(reader!.token);
    await confirm(reader!.token);
    await confirm(reader!.token);
    expect(await freeEbookMail(domain)).toHaveLength(1);
  });

  it('sends nothing when the author switched it off, and the setting reads back', async () => {
    await setSendOnConfirm(false);
    try {
      const read = await invoke('getFreeEbookSettings');
      expect(read.json()).toEqual({ sendOnConfirm: false });
      const domain = uniqueDomain('free-ebook-off');
      const readers = await pendingReaders(domain, 3);
      await Promise.all(readers.map(({ token }) => confirm(token)));
      expect(await freeEbookMail(domain)).toHaveLength(0);
      expect((await mailTo(domain)).length, 'the welcome emails still go').toBe(3);
    } finally {
      await setSendOnConfirm(true);
    }
    expect((await invoke('getFreeEbookSettings')).json()).toEqual({ sendOnConfirm: true });
  });

  it('the author’s bulk send "only readers who have not had it" skips those who had it', async () => {
    const domain = uniqueDomain('free-ebook-not-had');
    await setSendOnConfirm(false);
    const readers = await pendingReaders(domain, 4);
    try {
      // Two confirm with the send off (never had it); two confirm with it on.
      await Promise.all(readers.slice(0, 2).map(({ token }) => confirm(token)));
    } finally {
      await setSendOnConfirm(true);
    }
    await Promise.all(readers.slice(2).map(({ token }) => confirm(token)));
    const emails = readers.map((r) => r.email);

    const started = await invoke('sendBulkDownloadEmails', {
      body: { subscribers: emails, filename: EBOOK_FILENAME, onlyNotHad: true },
    });
    expect(started.status, started.text).toBe(202);
    const done = await waitForJob(started.json<{ jobId: string }>().jobId);
    expect(done).toMatchObject({ sent: 2, skipped: 2 });
    expect(done.skippedRecipients.map((r) => r.error)).toEqual([ALREADY_HAD, ALREADY_HAD]);
    expect(new Set(done.skippedRecipients.map((r) => r.email))).toEqual(new Set(emails.slice(2)));
    const counts = countByRecipient(await freeEbookMail(domain));
    expect(emails.map((email) => counts.get(email))).toEqual([1, 1, 1, 1]);

    // The bulk send marked who it reached: the same send again reaches nobody.
    const again = await invoke('sendBulkDownloadEmails', {
      body: { subscribers: emails, filename: EBOOK_FILENAME, onlyNotHad: true },
    });
    expect(await waitForJob(again.json<{ jobId: string }>().jobId)).toMatchObject({ sent: 0, skipped: 4 });
    // Without the option the send goes to all, as before.
    const all = await invoke('sendBulkDownloadEmails', { body: { subscribers: emails, filename: EBOOK_FILENAME } });
    expect(await waitForJob(all.json<{ jobId: string }>().jobId)).toMatchObject({ sent: 4, skipped: 0 });
  });
});
