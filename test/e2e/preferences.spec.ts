import { expect, test } from '@playwright/test';
import { axeViolations, linkIn, subscribeAndConfirm, uniqueEmail, waitForMail } from './mail-helpers';

/**
 * The preference page a reader opens from any list email (issue 15 item 8): reached from the real
 * welcome email, used with the keyboard alone, accessible (axe) on a desktop and a 375 px screen,
 * and working without JavaScript (it is a plain form).
 */
test('a reader opens their preferences from the welcome email and changes them with the keyboard', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('prefs');
  await subscribeAndConfirm(request, baseURL, email);
  const welcome = await waitForMail(baseURL, email, /^Welcome/);
  const path = linkIn(welcome, '/api/newsletter/preferences/');

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email preferences');
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  const newsletter = page.getByRole('checkbox', { name: /The Voracious Readers newsletter/ });
  const dreamTeam = page.getByRole('checkbox', { name: /Dream Team news/ });
  await expect(newsletter).toBeChecked();
  await expect(dreamTeam).not.toBeChecked();
  await dreamTeam.focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: /first name/ }).fill('Mina');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Saved.');
  await expect(dreamTeam).toBeChecked();
  await expect(page.getByRole('textbox', { name: /first name/ })).toHaveValue('Mina');

  await page.getByRole('button', { name: 'Unsubscribe from all emails' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');
});
