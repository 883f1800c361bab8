import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { e2eSettings, signInAsAuthor } from './fixtures';

/**
 * The Account page's Keys panel: each key's state in words, a password field that never shows a
 * stored key, a key of the wrong shape refused in words, a save by keyboard alone, and a layout
 * that fits a 375 px phone. The key saved is the webhook signing secret this stack already holds
 * (the Stripe stand-in's), so the other specs' checkouts are untouched.
 */
const today = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Toronto',
}).format(new Date());

test('her keys: their state in words, a wrong key refused, a key saved by keyboard and never shown', async ({
  page,
}, testInfo) => {
  await signInAsAuthor(page);
  await page.goto('/admin/account');
  const panel = page.getByRole('region', { name: 'Keys' });
  await expect(panel.getByRole('form', { name: 'MailerLite API key' })).toContainText(
    'Not set yet — the MailerLite page stays off until it is.',
  );
  const webhook = panel.getByRole('form', { name: 'Stripe webhook signing secret' });
  const stripeKey = panel.getByRole('form', { name: 'Stripe secret key' });
  await expect(stripeKey).toContainText(/Set on \d{1,2} \w{3} \d{4}/);

  // The publishable key, pasted by mistake: refused in words, announced, nothing sent.
  const secretKey = stripeKey.getByLabel('Stripe secret key', { exact: true });
  await expect(secretKey).toHaveAttribute('type', 'password');
  await expect(secretKey).toHaveValue('');
  await secretKey.fill('pk_live_51HxYzAbCdEfGhIjKlMnOpQrStUv');
  await secretKey.press('Enter');
  await expect(panel.getByRole('alert').filter({ hasText: 'publishable key' })).toBeVisible();
  await expect(secretKey).toHaveAttribute('aria-invalid', 'true');
  await secretKey.fill('');

  // By keyboard: into the field, the key, Enter.
  const field = webhook.getByLabel('Stripe webhook signing secret', { exact: true });
  await field.focus();
  await page.keyboard.type(e2eSettings.stripe.webhookSecret);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stripe webhook signing secret saved', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(webhook).toContainText(`Set on ${today}`);
  expect(await page.content()).not.toContain(e2eSettings.stripe.webhookSecret);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('keys-1366.png'), fullPage: true });

  // A 375 px phone: no sideways scrolling, each field and its Save button within the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const save = webhook.getByRole('button', { name: 'Save the Stripe webhook signing secret' });
  const box = await save.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await panel.screenshot({ path: testInfo.outputPath('keys-375.png') });
});
