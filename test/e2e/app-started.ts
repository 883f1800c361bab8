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
