import { expect, test, type Browser, type Page } from '@playwright/test';
import { uiText } from '../../content/ui-text';
import { CONFIRMATION_SUBJECT, mailOrigin, signIn, uniqueEmail, waitForMail } from './mail-helpers';

/**
 * Issue 4's browser test: a reader signs up on /sign-up, the confirmation email shows on the
 * local mail page, the reader opens its link and presses the confirm button, and only then does
 * the author see them among the Voracious Readers (download campaign and send-emails pages).
 */

const text = uiText.signup;

async function authorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** The author loads the Voracious Readers on the download campaign page; returns the list region. */
async function loadSubscribers(page: Page) {
  await page.goto('/admin/downloads');
  await page.getByRole('button', { name: /^(Load|Reload) subscribers$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /subscribers? loaded|No confirmed subscribers yet/ }),
  ).toBeVisible();
  return page.getByRole('region', { name: 'Loaded subscribers' });
}

test('a reader signs up, confirms from the emailed link, and the author sees them in the Voracious Readers', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('flow');

  // The reader signs up on /sign-up.
  await Promise.all([page.waitForRequest('**/api/analytics/track'), page.goto('/sign-up')]);
  await page.getByLabel(text.emailLabel).fill(email);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('heading', { name: text.pendingHeading })).toBeVisible();

  // Not confirmed yet: the author does not see them.
  const author = await authorPage(browser);
  await expect((await loadSubscribers(author)).getByText(email, { exact: true })).toHaveCount(0);

  // The confirmation email on the local mail page; the reader follows its link.
  await waitForMail(baseURL, email, CONFIRMATION_SUBJECT);
  await page.goto(`${mailOrigin(baseURL)}/`);
  const mail = page
    .locator('.email')
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: 'Subject: Please confirm' });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('button', { name: 'Toggle HTML view' }).click();
  const confirmLink = mail.locator('iframe').contentFrame().getByRole('link', { name: 'Confirm my subscription' });
  await expect(confirmLink).toBeVisible();
  const href = (await confirmLink.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^${baseURL}/api/newsletter/confirm/`));

  // Opening the link confirms nothing (mail scanners open links); the button does.
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await expect((await loadSubscribers(author)).getByText(email, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: /confirmed/ })).toBeVisible();

  // The author now sees them, on both pages.
  await expect((await loadSubscribers(author)).getByText(email, { exact: true })).toBeVisible();
  await author.goto('/admin/send-emails');
  const subscribers = author.getByRole('region', { name: 'Subscribers', exact: true });
  await subscribers.getByLabel('Find a subscriber').fill(email);
  await expect(subscribers.getByRole('listitem').filter({ hasText: email })).toHaveCount(1);
  await author.context().close();
});
