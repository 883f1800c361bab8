import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import { LIBRARY_LINK_DAYS } from '../../functions/contract/sales';
import type { ReplyOf } from '../../functions/contract/routes';
import {
  axeViolations,
  DOWNLOAD_SUBJECT,
  expectToast,
  mailOrigin,
  mailTo,
  openFromAdminNav,
  readClipboard,
  signIn,
  subscribeAndConfirm,
  uniqueEmail,
  waitForMail,
} from './mail-helpers';
import { mockRoute } from './mock-route';

/**
 * The email-sending page, /admin/send-emails (docs/SPEC.md §2, §5, §8; issue 6 item 4, issue 4 item 9):
 * one email, a bulk send followed to its end, and a reader who opens the emailed link from the
 * local mail page and downloads the file; then the shared link, MailerLite (not configured
 * locally: its 503 message is shown), the preview, and the failure states through page.route.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const BOOK_TITLE = 'True Veil';
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const progressbar = (page: Page) => page.getByRole('progressbar', { name: 'Bulk email progress' });
const isJobPoll = (url: string) => /\/api\/bulk-email-jobs\/[^/]+$/.test(new URL(url).pathname);

async function openSendEmails(page: Page) {
  await signIn(page);
  await openFromAdminNav(page, 'Send emails');
  await expect(page).toHaveURL(/\/admin\/send-emails$/);
  await expect(page.getByRole('heading', { name: 'Send emails', level: 2 })).toBeVisible();
}

async function startBulkSend(page: Page, count: number) {
  const label = `Send to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;
  await panel(page, 'Send to all subscribers').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the download email?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Send ${count} ${count === 1 ? 'email' : 'emails'}` }).click();
}

function jobReply(over: Partial<ReplyOf<'getBulkEmailJob'>>): ReplyOf<'getBulkEmailJob'> {
  return {
    jobId: 'job-1',
    filename: EBOOK_FILENAME,
    status: 'running' as const,
    total: 3,
    sent: 0,
    failed: 0,
    skipped: 0,
    delivered: 0,
    bounced: 0,
    complained: 0,
    errors: [],
    skippedRecipients: [],
    createdAt: new Date().toISOString(),
    ...over,
  };
}

test.describe('/admin/send-emails', () => {
  test('the author sends one email and a bulk send; a reader opens the emailed link from the mail page and downloads the ebook', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const single = uniqueEmail('single');
    const bulk = uniqueEmail('bulk');
    for (const reader of [single, bulk]) await subscribeAndConfirm(request, baseURL, reader);

    await openSendEmails(page);
    const count = Number(await page.getByTestId('subscriber-count').textContent());
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(panel(page, 'Summary')).toContainText(`${BOOK_TITLE} (${EBOOK_FILENAME})`);

    // One email, from the subscriber's row.
    const subscribers = panel(page, 'Subscribers');
    await subscribers.getByLabel('Find a subscriber').fill(single);
    await expect(subscribers.getByRole('listitem')).toHaveCount(1);
    await subscribers.getByRole('button', { name: `Send email to ${single}` }).click();
    await expectToast(page, 'Email Sent', `Download email sent to ${single}`);
    await expect(subscribers.getByText('Email sent.')).toBeVisible();
    const singleMail = await waitForMail(baseURL, single, DOWNLOAD_SUBJECT);
    expect(singleMail.subject).toBe(`Your free ebook: ${BOOK_TITLE}`);

    // A link for one subscriber, copied.
    await subscribers.getByRole('button', { name: `Generate link for ${single}` }).click();
    await expectToast(page, 'Link Ready');
    const rowLink = (await subscribers.getByText(/\/api\/download\//).textContent())!;
    await subscribers.getByRole('button', { name: `Copy link for ${single}` }).click();
    expect(await readClipboard(page)).toBe(rowLink);

    // The bulk send: the job is followed with a progress bar until it ends, then its figures.
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && isJobPoll(r.url())) polls.push(r.url());
    });
    await startBulkSend(page, count);
    await expect(page).toHaveURL(/\?job=/);
    await expect(progressbar(page)).toBeVisible();
    await expect(progressbar(page)).toHaveAttribute('aria-valuemax', String(count));
    await expect(page.getByText(`Finished: ${count} sent, 0 failed, ${count} in total.`)).toBeVisible({
      timeout: 60_000,
    });
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', String(count));
    await expect(page.getByTestId('figure-sent')).toHaveText(String(count));
    await expect(page.getByTestId('figure-failed')).toHaveText('0');
    await expect(page.getByTestId('figure-total')).toHaveText(String(count));
    await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    // Polling stops once the job is done.
    expect(polls.length).toBeGreaterThan(0);
    const pollsAtEnd = polls.length;
    await page.waitForTimeout(2500);
    expect(polls.length).toBe(pollsAtEnd);

    await waitForMail(baseURL, bulk, DOWNLOAD_SUBJECT);
    // Besides the one each got by itself on confirming: exactly one download email for the bulk
    // reader, two for the one also sent singly.
    expect(await mailTo(baseURL, bulk, DOWNLOAD_SUBJECT)).toHaveLength(2);
    expect(await mailTo(baseURL, single, DOWNLOAD_SUBJECT)).toHaveLength(3);

    // A reader opens the mail page, finds the email and follows its link to their library.
    const reader = await browser.newContext({ acceptDownloads: true });
    const inbox = await reader.newPage();
    await inbox.goto(`${mailOrigin(baseURL)}/`);
    const mail = inbox
      .locator('.email')
      .filter({ hasText: `To: ${bulk}` })
      .filter({ hasText: `Subject: Your free ebook: ${BOOK_TITLE}` })
      .first();
    await expect(mail).toBeVisible();
    await mail.getByRole('button', { name: 'Toggle HTML view' }).click();
    const button = mail.locator('iframe').contentFrame().getByRole('link', { name: 'Open my library' });
    await expect(button).toBeVisible();
    const href = (await button.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${baseURL}/api/sales/library/`));

    await inbox.goto(href);
    await expect(inbox.getByRole('heading', { name: 'Your library' })).toBeVisible();
    const blocked: string[] = [];
    inbox.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    const downloading = inbox.waitForEvent('download', { timeout: 15_000 }).catch(() => null);
    await inbox.getByRole('button', { name: `Download ${BOOK_TITLE}` }).click();
    const download = await downloading;
    expect(blocked, 'the browser blocked the Download button or its redirect to the file').toEqual([]);
    expect(download, 'no download started').not.toBeNull();
    expect(download!.suggestedFilename()).toBe(EBOOK_FILENAME);
    const bytes = await readFile((await download!.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await reader.close();
  });

  test('the shared link, the email preview and MailerLite without a key', async ({ page }) => {
    await openSendEmails(page);

    // Shared link: 72 hours by default.
    const shared = panel(page, 'Shared link');
    await expect(shared.getByLabel('Hours until it expires')).toHaveValue('72');
    const before = Date.now();
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/generate-shared-download-link'));
    await shared.getByRole('button', { name: 'Generate shared link' }).click();
    const body = (await (await reply).request().postDataJSON()) as { hoursToExpire: number; filename: string };
    expect(body).toEqual({ filename: EBOOK_FILENAME, hoursToExpire: 72 });
    const { expiresAt } = (await (await reply).json()) as { expiresAt: string };
    const hours = (Date.parse(expiresAt) - before) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    await expectToast(page, 'Shared Link Ready');
    const url = await shared.getByLabel('Shared link').inputValue();
    expect(url).toMatch(/\/api\/download\//);
    await expect(shared.locator(`time[datetime="${expiresAt}"]`)).toContainText('Expires');
    await shared.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Copied', 'Download link copied to clipboard');
    expect(await readClipboard(page)).toBe(url);

    // An invalid number of hours is caught before sending.
    await shared.getByLabel('Hours until it expires').fill('0');
    await shared.getByRole('button', { name: 'Generate shared link' }).click();
    await expect(shared.getByText('Enter a whole number of hours from 1 to 720.')).toBeVisible();

    // The server refuses: Link Generation Failed.
    await shared.getByLabel('Hours until it expires').fill('24');
    await mockRoute(page, 'generateSharedDownloadLink', () => ({
      status: 500,
      body: { message: 'Storage is not reachable.' },
    }));
    await shared.getByRole('button', { name: 'Generate shared link' }).click();
    await expectToast(page, 'Link Generation Failed', 'Storage is not reachable.');

    // The preview: the subject and the email's body, with the link placeholder.
    const preview = panel(page, 'Email preview');
    await expect(preview.getByTestId('email-preview-subject')).toHaveText(`Your free ebook: ${BOOK_TITLE}`);
    const frame = preview.locator('iframe[title="Preview of the download email"]').contentFrame();
    await expect(frame.getByRole('heading', { name: `Your copy of ${BOOK_TITLE} is ready` })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Open my library' })).toHaveAttribute('href', '{{libraryUrl}}');
    await expect(frame.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
    await preview.getByText('Plain-text version').click();
    await expect(preview.locator('pre')).toContainText(
      `The link works for ${LIBRARY_LINK_DAYS} days, until {{expiresAt}}.`,
    );

    // MailerLite has no key locally: each call shows the server's message.
    const mailerLite = panel(page, 'MailerLite');
    const notConnected = page.waitForResponse((r) => r.url().endsWith('/api/mailerlite/sync-voracious-readers'));
    await mailerLite.getByRole('button', { name: 'Sync with MailerLite' }).click();
    const syncReply = await notConnected;
    expect(syncReply.status()).toBe(503);
    const { message } = (await syncReply.json()) as { message: string };
    await expectToast(page, 'Sync Failed', message);
    await expect(mailerLite.getByText(message).first()).toBeVisible();

    await mailerLite.getByRole('button', { name: 'Load groups' }).click();
    await expectToast(page, 'Failed to Fetch Groups', message);

    await mailerLite.getByRole('button', { name: 'Add to MailerLite' }).click();
    await expect(mailerLite.getByText('Please enter an email address.')).toBeVisible();
    await expect(mailerLite.getByLabel('Email address')).toBeFocused();
    await mailerLite.getByLabel('Email address').fill('reader@example.com');
    await mailerLite.getByRole('button', { name: 'Add to MailerLite' }).click();
    await expectToast(page, 'Add Failed', message);

    expect(await axeViolations(page)).toEqual([]);
  });

  test('MailerLite results when connected (stubbed)', async ({ page }) => {
    await mockRoute(page, 'syncVoraciousReaders', () => ({
      body: {
        successful: 41,
        failed: 1,
        removed: 2,
        remaining: 0,
        errors: [{ email: 'nope@example.com', message: 'Invalid email' }],
      },
    }));
    await mockRoute(page, 'listMailerLiteGroups', () => ({
      body: {
        count: 2,
        groups: [
          { id: '1', name: 'Voracious Readers', activeCount: 41 },
          { id: '2', name: 'Dream Team', activeCount: 7 },
        ],
      },
    }));
    await mockRoute(page, 'addMailerLiteSubscriber', () => ({ body: { email: 'new@example.com' } }));
    await openSendEmails(page);
    const mailerLite = panel(page, 'MailerLite');

    await mailerLite.getByRole('button', { name: 'Sync with MailerLite' }).click();
    await expectToast(page, 'Sync Complete', '41 subscribers are in the Voracious Readers group');
    await expect(mailerLite.getByText('In the group')).toBeVisible();
    await expect(mailerLite.getByText('nope@example.com')).toBeVisible();

    await mailerLite.getByRole('button', { name: 'Load groups' }).click();
    const groups = mailerLite.getByRole('list', { name: 'Groups' });
    await expect(groups.getByRole('listitem')).toHaveText([/Voracious Readers\s*41 active/, /Dream Team\s*7 active/]);

    await mailerLite.getByLabel('Email address').fill('new@example.com');
    await mailerLite.getByRole('button', { name: 'Add to MailerLite' }).click();
    await expectToast(page, 'Subscriber Added', 'new@example.com was added to MailerLite');
    await expect(mailerLite.getByLabel('Email address')).toHaveValue('');
  });

  test('the progress bar follows a running job, failures are listed and only they are retried', async ({ page }) => {
    await mockRoute(page, 'listVoraciousReaders', () => ({
      body: { subscribers: ['a@example.com', 'b@example.com', 'c@example.com'], count: 3 },
    }));
    await mockRoute(page, 'sendBulkDownloadEmails', () => ({ status: 202, body: { jobId: 'job-1', total: 3 } }));
    // Running (1 of 3), then done with one failure; after the retry, running again, then done.
    const replies = [
      jobReply({ sent: 1 }),
      jobReply({
        status: 'done',
        sent: 2,
        failed: 1,
        success: false,
        errors: [{ email: 'c@example.com', error: 'Mailbox unavailable' }],
      }),
    ];
    let retried = false;
    // The job stays at 1 of 3 until the test has seen it (a busy machine may otherwise poll past it unseen).
    let seenRunning = false;
    await mockRoute(
      page,
      'getBulkEmailJob',
      () => ({ body: (seenRunning && replies.length > 1 ? replies.shift() : replies[0])! }),
      {
        params: { jobId: 'job-1' },
      },
    );
    await mockRoute(
      page,
      'retryBulkEmailJob',
      () => {
        retried = true;
        replies.splice(0, replies.length, jobReply({ status: 'done', sent: 3, failed: 0, success: true }));
        return { status: 202, body: { jobId: 'job-1', total: 3, retrying: 1 } };
      },
      { params: { jobId: 'job-1' } },
    );

    await openSendEmails(page);
    await startBulkSend(page, 3);
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '1');
    await expect(progressbar(page)).toHaveAttribute('aria-valuemax', '3');
    await expect(page.getByText('Sending… 1 of 3 processed.')).toBeVisible();
    seenRunning = true;
    await expect(page.getByText('Finished: 2 sent, 1 failed, 3 in total.')).toBeVisible();
    await expect(progressbar(page)).toHaveAttribute('aria-valuenow', '3');
    await expect(page.getByTestId('figure-failed')).toHaveText('1');
    await expect(page.getByRole('list', { name: 'Failed' })).toContainText('c@example.com: Mailbox unavailable');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Retry 1 failed email' }).click();
    await expect(page.getByText('Finished: 3 sent, 0 failed, 3 in total.')).toBeVisible();
    expect(retried).toBe(true);
    await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(0);

    // The job stays in the address: a reload shows it again; Done returns to the send button.
    await page.reload();
    await expect(page.getByText('Finished: 3 sent, 0 failed, 3 in total.')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).not.toHaveURL(/job=/);
    await expect(page.getByRole('button', { name: 'Send to 3 subscribers' })).toBeEnabled();
  });

  test('a send the deliverability guard paused says why; the author resumes it, or cancels the rest after confirming', async ({
    page,
  }) => {
    const reason =
      'Paused by the deliverability guard: 3 of the 60 emails sent so far bounced (5.0%), over its limit of 2.0%.';
    let state = jobReply({ status: 'paused', pausedReason: reason, total: 100, sent: 60, bounced: 3 });
    await mockRoute(page, 'listVoraciousReaders', () => ({ body: { subscribers: ['a@example.com'], count: 1 } }));
    await mockRoute(page, 'getBulkEmailJob', () => ({ body: state }), { params: { jobId: 'job-1' } });
    await mockRoute(
      page,
      'resumeBulkEmailJob',
      () => {
        state = jobReply({ status: 'done', total: 100, sent: 100, bounced: 3, success: true });
        return { status: 202, body: { jobId: 'job-1', total: 100 } };
      },
      { params: { jobId: 'job-1' } },
    );
    await mockRoute(
      page,
      'cancelBulkEmailJob',
      () => {
        state = jobReply({ status: 'cancelled', total: 100, sent: 60, bounced: 3 });
        return { body: state };
      },
      { params: { jobId: 'job-1' } },
    );

    await signIn(page);
    await page.goto('/admin/send-emails?job=job-1');
    const alert = page.getByRole('alert').filter({ hasText: 'Sending is paused.' });
    await expect(alert).toContainText(reason);
    await expect(page.getByTestId('figure-bounced')).toHaveText('3');
    expect(await axeViolations(page)).toEqual([]);

    await alert.getByRole('button', { name: 'Cancel the rest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the rest of this send?' });
    await expect(dialog).toContainText('40 readers will not get it.');
    await dialog.getByRole('button', { name: 'Keep it paused' }).click();
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Cancel the rest' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel the rest of this send?' })
      .getByRole('button', { name: 'Cancel the rest' })
      .click();
    await expect(page.getByText('Cancelled: 60 of 100 sent; nobody else will get it.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(0);

    state = jobReply({ status: 'paused', pausedReason: reason, total: 100, sent: 60, bounced: 3 });
    await page.reload();
    await page.getByRole('button', { name: 'Resume sending' }).click();
    await expect(page.getByText('Finished: 100 sent, 0 failed, 100 in total.')).toBeVisible();
  });

  test('failure states: no subscribers, bulk send refused, one email refused', async ({ page }) => {
    await mockRoute(page, 'listVoraciousReaders', () => ({ body: { subscribers: [], count: 0 } }));
    await openSendEmails(page);
    await expect(page.getByTestId('subscriber-count')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Send to 0 subscribers' })).toBeDisabled();
    await expect(page.getByText('There are no subscribers to send to.')).toBeVisible();
    await expect(panel(page, 'Subscribers').getByText('No confirmed subscribers yet.')).toBeVisible();

    await page.unroute('**/api/voracious-readers-subscribers');
    await mockRoute(page, 'listVoraciousReaders', () => ({ body: { subscribers: ['gone@example.com'], count: 1 } }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('subscriber-count')).toHaveText('1');

    await mockRoute(page, 'sendBulkDownloadEmails', () => ({ status: 500, body: { message: 'Boom' } }));
    await startBulkSend(page, 1);
    await expectToast(page, 'Bulk Email Send Failed', 'Failed to send emails');
    await expect(page).not.toHaveURL(/job=/);

    const reason = 'gone@example.com has unsubscribed from the mailing list, so no email was sent.';
    await mockRoute(page, 'sendDownloadEmail', () => ({ status: 409, body: { message: reason } }));
    await page.getByRole('button', { name: 'Send email to gone@example.com' }).click();
    await expectToast(page, 'Email Send Failed', 'Failed to send email');
    await expect(panel(page, 'Subscribers').getByText(reason)).toBeVisible();

    await mockRoute(page, 'generateDownloadLink', () => ({ status: 500, body: { message: 'Boom' } }));
    await page.getByRole('button', { name: 'Generate link for gone@example.com' }).click();
    await expectToast(page, 'Link Generation Failed', 'Boom');
  });

  test('fits a 375 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSendEmails(page);
    // On a phone the panels above it push it down as their reads arrive: press it once they have.
    await page.waitForLoadState('networkidle');
    await panel(page, 'Shared link').getByRole('button', { name: 'Generate shared link' }).click();
    await expect(panel(page, 'Shared link').getByLabel('Shared link')).not.toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
