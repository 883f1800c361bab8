import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no-such-page/really');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the home page sets its title and links to the short stories', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const title = await page.title();
  expect(title.length).toBeGreaterThan(0);
  await page
    .getByRole('main')
    .getByRole('link', { name: /free stories/i })
    .click();
  await expect(page).toHaveURL('/short-stories');
  await expect(page).not.toHaveTitle(title);
});
