import { expect, test, type Page } from '@playwright/test';
import { uiText } from '../../content/ui-text';
import { shortStories } from '../../content/seed/stories';
import { openApp } from './app-started';
import { ADMIN_ORIGIN } from './fixtures';
import { mockRoute } from './mock-route';

/**
 * The prerendered /short-stories page arrives with its stories, so the loading and error states
 * are met in the app, arriving from a page of it (reader pages are never the app, issue 28): go
 * there through the navigation.
 */
async function openFromAnotherPage(page: Page) {
  await openApp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reader Magnets' }).click();
  // A client-side navigation of the admin's app: it stays in the admin's document, on its origin.
  await expect(page).toHaveURL(`${ADMIN_ORIGIN}/short-stories`);
}

test.describe('/short-stories', () => {
  test('lists every story from the API, featured first, with its details', async ({ page }) => {
    await page.goto('/short-stories');
    await expect(page).toHaveTitle(/Free Short Stories/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Short Stories');

    const headings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(shortStories.length);
    const expected = [...shortStories.filter((s) => s.featured), ...shortStories.filter((s) => !s.featured)];
    await expect(headings).toHaveText(expected.map((s) => s.title));

    const first = expected[0]!;
    const card = page.getByRole('article', { name: first.title });
    await expect(card.getByRole('list', { name: 'Tags' }).getByText(first.genre, { exact: true })).toBeVisible();
    await expect(card.getByText(first.description)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign Up to Read' })).toHaveAttribute('href', '/sign-up');
    await expect(page.getByRole('link', { name: 'Sign Up to Read' })).toHaveCount(shortStories.length);

    // Teasers are cut to 150 characters.
    for (const story of expected) {
      const teaser = page.getByRole('article', { name: story.title }).locator('blockquote');
      const text = (await teaser.textContent()) ?? '';
      if (story.teaser.length > 150) {
        expect(text).toBe(`${story.teaser.slice(0, 150).trimEnd()}…`);
      } else {
        expect(text).toBe(story.teaser);
      }
    }

    // Editorial Review badge only where the story has one.
    for (const story of expected) {
      const tags = page.getByRole('article', { name: story.title }).getByRole('list', { name: 'Tags' });
      const badge = tags.getByText('Editorial Review', { exact: true });
      await expect(badge).toHaveCount(story.editoriallyReviewed ? 1 : 0);
    }
  });

  test('shows 6 skeleton rows while the stories load', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await mockRoute(page, 'listShortStories', async () => {
      await held;
      return 'continue' as const;
    });
    await openFromAnotherPage(page);
    await expect(page.getByTestId('story-skeleton')).toHaveCount(6);
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    release();
    await expect(page.getByTestId('story-skeleton')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(shortStories.length);
  });

  test('shows an error the reader can retry when the API fails', async ({ page }) => {
    let fail = true;
    await mockRoute(page, 'listShortStories', () =>
      fail
        ? { status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } }
        : 'continue',
    );
    await openFromAnotherPage(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(uiText.stories.error);
    await expect(alert).toContainText('Something went wrong on our side');
    await expect(page.getByRole('article')).toHaveCount(0);

    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article')).toHaveCount(shortStories.length);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
