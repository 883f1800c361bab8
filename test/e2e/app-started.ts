import type { Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../../frontend/src/app/app-started';

/**
 * Waits until the app has started on the open page. A prerendered page is shown (and `goto`
 * resolves) before the app starts, after the first paint (frontend/src/main.tsx): until then a
 * link is a plain link that loads the next page from the server, which is right for a reader and
 * wrong for a test of what the app does on a client-side navigation.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator(`html[${APP_STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Opens a page of the app with the site's navigation: the home page, reached from the admin's
 * sign-in page (the app) by its "View the site" link. Reader pages are never the app (issue 28), so
 * a test of what the app does on a reader's route (a list's loading and error states, read from
 * the API) arrives there from this page through a link.
 */
export async function openApp(page: Page): Promise<void> {
  await page.goto('/admin');
  await appStarted(page);
  await page.getByRole('link', { name: 'View the site' }).click();
  await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).waitFor();
}
