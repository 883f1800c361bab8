import { expect, test, type Page } from '@playwright/test';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import {
  axeViolations,
  expectToast,
  openFromAdminNav,
  readClipboard,
  signIn,
  subscribeAndConfirm,
  uniqueEmail,
} from './mail-helpers';
import { mockRoute } from './mock-route';

/**
 * The download campaign, /admin/downloads (docs/SPEC.md §2, §4, §8; issue 6 item 4): test the file, load
 * the subscribers, generate and copy links, with every toast and the disabled rule; the failure
 * states through page.route. Subscribers are made through the real sign-up and confirmation.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const step = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const statusOf = (page: Page, name: string) => step(page, name).getByRole('status');
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate download links' });

async function openCampaign(page: Page) {
  await signIn(page);
  await openFromAdminNav(page, 'Download campaign');
  await expect(page).toHaveURL(/\/admin\/downloads$/);
  await expect(page.getByRole('heading', { name: 'Download campaign', level: 2 })).toBeVisible();
}

/** Presses a button that is aria-disabled (focusable, explains itself with a toast) as a keyboard user does. */
async function pressBlocked(page: Page) {
  await expect(generateButton(page)).toHaveAttribute('aria-disabled', 'true');
  await generateButton(page).focus();
  await page.keyboard.press('Enter');
}

test.describe('/admin/downloads', () => {
  test('the author tests the file, loads subscribers, generates links and copies them', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const readers = [uniqueEmail('campaign-a'), uniqueEmail('campaign-b')];
    for (const reader of readers) await subscribeAndConfirm(request, baseURL, reader);

    await openCampaign(page);
    await expect(page.getByText(EBOOK_FILENAME, { exact: false }).first()).toBeVisible();
    // The switch of the free ebook on confirmation, then four numbered steps, in order.
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      /Free ebook for new readers/,
      /Step 1: Test that the file exists/,
      /Step 2: Load subscribers/,
      /Step 3: Generate links/,
      /Step 4: Copy the links/,
    ]);

    // Nothing loaded yet: generating is disabled and says why.
    await expect(statusOf(page, 'Test that the file exists')).toHaveText('Not tested yet.');
    await pressBlocked(page);
    await expectToast(page, 'No Subscribers', 'Please load subscribers first');

    // Step 1: the file is in the (local) bucket.
    await page.getByRole('button', { name: 'Test file availability' }).click();
    await expect(statusOf(page, 'Test that the file exists')).toHaveText('File Ready!');
    await expectToast(page, 'File Found', 'File Ready!');

    // Step 2.
    await page.getByRole('button', { name: 'Load subscribers' }).click();
    await expect(statusOf(page, 'Load subscribers')).toHaveText(/^\d+ subscribers? loaded\.$/);
    const loaded = page.getByRole('region', { name: 'Loaded subscribers' });
    for (const reader of readers) await expect(loaded.getByText(reader, { exact: true })).toBeVisible();
    await expect(generateButton(page)).not.toHaveAttribute('aria-disabled', 'true');

    // Step 3.
    await generateButton(page).click();
    await expectToast(page, 'Links Generated');
    await expect(statusOf(page, 'Generate links')).toHaveText(/^\d+ links generated\.$/);
    const links = page.getByRole('list', { name: 'Generated links' });
    const row = (email: string) => links.getByRole('listitem').filter({ hasText: email });
    for (const reader of readers) {
      await expect(row(reader).getByText(/\/api\/download\/\S+/)).toBeVisible();
      await expect(row(reader).getByText(/^Expires /)).toBeVisible();
    }

    // Step 4: one link, then all of them, read back from the clipboard.
    const firstUrl = (await row(readers[0]!)
      .getByText(/\/api\/download\//)
      .textContent())!;
    await page.getByRole('button', { name: `Copy link for ${readers[0]}` }).click();
    await expectToast(page, 'Copied', 'Download link copied to clipboard');
    expect(await readClipboard(page)).toBe(firstUrl);

    await page.getByRole('button', { name: 'Copy all links' }).click();
    await expectToast(page, 'Copied');
    const lines = (await readClipboard(page)).split('\n');
    expect(lines).toContain(`${readers[0]}: ${firstUrl}`);
    expect(lines.some((line) => line.startsWith(`${readers[1]}: http`))).toBe(true);

    // Every step filled in: still no accessibility violations.
    expect(await axeViolations(page)).toEqual([]);

    // The copied link is a working download page (opening it counts nothing).
    const opened = await request.get(firstUrl);
    expect(opened.status()).toBe(200);
    expect(await opened.text()).toContain('Download the ebook');
  });

  test('failure states: subscribers, file missing, setup issue, network, generation errors in red, copy', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The clipboard refuses, as it does on a page without permission.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await openCampaign(page);

    // Subscribers cannot be loaded.
    await mockRoute(page, 'listVoraciousReaders', () => ({ status: 500, body: { message: 'Boom' } }));
    await page.getByRole('button', { name: 'Load subscribers' }).click();
    await expectToast(page, 'Error', 'Failed to load subscribers');
    await expect(statusOf(page, 'Load subscribers')).toHaveText('The subscribers could not be loaded.');

    // The file is missing (HEAD 404): File Not Found, and generating is blocked by the file.
    await page.unroute('**/api/voracious-readers-subscribers');
    await mockRoute(page, 'listVoraciousReaders', () => ({
      body: { subscribers: ['reader-one@example.com', 'bad-address', 'reader-two@example.com'], count: 3 },
    }));
    // eslint-disable-next-line no-restricted-syntax -- a HEAD reply has no body for mockRoute to check
    await page.route('**/api/download/**', (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 404, body: '' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Test file availability' }).click();
    await expectToast(page, 'File Not Found', 'The epub file needs to be uploaded to object storage');
    await expect(statusOf(page, 'Test that the file exists')).toHaveText(
      'File Not Found The epub file needs to be uploaded to object storage',
    );
    await page.getByRole('button', { name: 'Load subscribers' }).click();
    await expect(statusOf(page, 'Load subscribers')).toHaveText('3 subscribers loaded.');
    await pressBlocked(page);
    await expectToast(page, 'File Not Ready', 'Please upload the epub file first');
    await expect(page.getByText('The file is missing: upload the epub first.')).toBeVisible();

    // Any other status: Setup Issue (and the file is no longer known to be missing).
    await page.unroute('**/api/download/**');
    // eslint-disable-next-line no-restricted-syntax -- a HEAD reply has no body for mockRoute to check
    await page.route('**/api/download/**', (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Test file availability' }).click();
    await expectToast(page, 'Setup Issue', "There's an issue with the download system");
    await expect(generateButton(page)).not.toHaveAttribute('aria-disabled', 'true');

    // The test cannot run at all: Error.
    await mockRoute(page, 'generateDownloadLink', () => 'abort');
    await page.getByRole('button', { name: 'Test file availability' }).click();
    await expectToast(page, 'Error', 'Failed to test file availability');

    // Generation fails.
    await mockRoute(page, 'bulkGenerateDownloadLinks', () => ({ status: 500, body: { message: 'Boom' } }));
    await generateButton(page).click();
    await expectToast(page, 'Error', 'Failed to generate download links');
    await expect(statusOf(page, 'Generate links')).toHaveText('The links could not be generated.');

    // Generation succeeds for some: an entry without a downloadUrl shows its error in red, with an icon and a label.
    await page.unroute('**/api/bulk-generate-download-links');
    const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    await mockRoute(page, 'bulkGenerateDownloadLinks', () => ({
      body: {
        count: 3,
        links: [
          {
            email: 'reader-one@example.com',
            downloadUrl: 'http://127.0.0.1/api/download/one',
            expiresIn: 86400,
            expiresAt,
          },
          { email: 'bad-address', error: 'Not a valid email address.' },
          {
            email: 'reader-two@example.com',
            downloadUrl: 'http://127.0.0.1/api/download/two',
            expiresIn: 86400,
            expiresAt,
          },
        ],
      },
    }));
    await generateButton(page).click();
    await expect(statusOf(page, 'Generate links')).toHaveText(
      '2 links generated, 1 could not be made (shown in red below).',
    );
    const failed = page
      .getByRole('list', { name: 'Generated links' })
      .getByRole('listitem')
      .filter({ hasText: 'bad-address' });
    await expect(failed).toContainText('No link: Not a valid email address.');
    const errorText = failed.getByText('Not a valid email address.');
    expect(await errorText.evaluate((element) => element.closest('.text-red-400') !== null)).toBe(true);
    await expect(failed.locator('svg')).toHaveCount(1);
    await expect(failed.getByRole('button')).toHaveCount(0);

    // Copying fails.
    await page.getByRole('button', { name: 'Copy link for reader-one@example.com' }).click();
    await expectToast(page, 'Error', 'Failed to copy to clipboard');
    await page.getByRole('button', { name: 'Copy all links' }).click();
    await expectToast(page, 'Error', 'Failed to copy to clipboard');
  });

  test('fits a 375 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await mockRoute(page, 'listVoraciousReaders', () => ({
      body: { subscribers: ['a-rather-long-address-for-a-small-screen@example.com', 'short@example.com'], count: 2 },
    }));
    await openCampaign(page);
    await page.getByRole('button', { name: 'Test file availability' }).click();
    await expect(statusOf(page, 'Test that the file exists')).toHaveText('File Ready!');
    await page.getByRole('button', { name: 'Load subscribers' }).click();
    await generateButton(page).click();
    await expect(statusOf(page, 'Generate links')).toHaveText('2 links generated.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
