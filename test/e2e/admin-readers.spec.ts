import { expect, test, type Page } from '@playwright/test';
import { AUTHOR_NAME } from '../../content/seed/author';
import { readFile } from 'node:fs/promises';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../functions/contract/constants';
import { consentOf } from '../../functions/contract/mailing-list';
import { approveForDreamTeam } from './dream-team';
import { axeViolations, expectToast, openFromAdminNav, signIn, subscribeAndConfirm, uniqueEmail } from './mail-helpers';

/** The consent words the test stack's forms show: naming her as its start publishes her (the seed). */
const CONSENT = consentOf(AUTHOR_NAME);

/**
 * The subscriber desk (issue 15 item 7) in the browser: the author finds readers who signed up
 * through the real forms, reads a reader's consent, tags them and filters by the tag, adds a
 * reader by hand, exports a search as CSV and imports the same file back (nothing changes), and
 * erases a reader. Each test searches for its own unique addresses, as the list is shared.
 */

async function openReaders(page: Page) {
  await signIn(page);
  await openFromAdminNav(page, 'Readers');
  await expect(page).toHaveURL(/\/admin\/readers$/);
  await expect(page.getByRole('heading', { name: 'Readers', level: 2 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: /Readers, newest first/ });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

test('the author finds a reader, reads their consent, tags them and filters by the tag', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const member = uniqueEmail(`desk-${stamp}-member`);
  const reader = uniqueEmail(`desk-${stamp}-reader`);
  await subscribeAndConfirm(request, baseURL, member, { source: SIGNUP_SOURCE_DREAM_TEAM });
  await approveForDreamTeam(member);
  await subscribeAndConfirm(request, baseURL, reader);

  await openReaders(page);
  await search(page, `desk-${stamp}`);
  await expect(table(page).getByRole('row')).toHaveCount(3); // the header and two readers
  await expect(table(page).getByRole('rowheader').first()).toContainText(reader); // newest first
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('List').selectOption({ label: 'Dream Team' });
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await table(page).getByRole('link', { name: member }).click();

  await expect(page.getByRole('heading', { name: 'Consent' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consent' })).toContainText(CONSENT.text);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Dream Team page');
  const tag = `fair ${stamp}`;
  await page.getByRole('textbox', { name: 'Tags' }).fill(`${tag}, Signed Copy`);
  await page.getByRole('button', { name: 'Save tags' }).click();
  await expectToast(page, 'Tags saved');
  await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue(`${tag}, signed copy`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to readers' }).click();
  await search(page, `desk-${stamp}`);
  await page.getByLabel('Tag').selectOption({ label: `${tag} (1)` });
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page)).toContainText(member);
});

test('the author adds a reader by hand, exports the search, imports the file back unchanged, and erases the reader', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `hand-${stamp}@example.com`;
  await openReaders(page);
  await page.getByRole('link', { name: 'Add a reader' }).click();
  await page.getByRole('button', { name: 'Add reader' }).click();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByText('Please give an email address.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Name').fill('Met At The Fair');
  await page.getByLabel('How did they agree to hear from you?').fill('Signed my paper list at the book fair.');
  await page.getByLabel('They have already opted in to my emails').check();
  await page.getByRole('button', { name: 'Add reader' }).click();
  await expectToast(page, 'Add a reader', `${email} is on your list, confirmed.`);
  await expect(page.getByRole('heading', { name: 'Met At The Fair' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consent' })).toContainText('Signed my paper list at the book fair.');

  await page.getByRole('link', { name: 'Back to readers' }).click();
  await search(page, `hand-${stamp}`);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^readers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[1]).toMatch(
    new RegExp(`^${email},Met At The Fair,confirmed,voracious-readers,,added_by_author,`),
  );
  await expectToast(page, 'Export ready', '1 reader in the file.');

  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page
    .getByRole('button', { name: 'CSV file' })
    .setInputFiles({ name: 'readers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByLabel('How did these readers agree to hear from you?').fill('They are my own export of this list.');
  await page.getByLabel('These readers have already opted in to my emails').check();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByTestId('import-rows')).toHaveText('1');
  await expect(page.getByTestId('import-added')).toHaveText('0');
  await expect(page.getByTestId('import-unchanged')).toHaveText('1');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to readers' }).click();
  await search(page, `hand-${stamp}`);
  await table(page).getByRole('link', { name: email }).click();
  await page.getByRole('button', { name: 'Erase reader…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this reader for good?' });
  await dialog.getByLabel('Their email address').fill(email);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expectToast(page, 'Reader erased');
  await expect(page).toHaveURL(/\/admin\/readers$/);
  await search(page, `hand-${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: 'No reader matches this search.' })).toBeVisible();
});

test('on a phone the list scrolls inside its table and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openReaders(page);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
