import { expect, test } from '@playwright/test';
import { seedContent } from '../../content/seed/seed';
import { placeName } from '../../content/site';
import { axeViolations, signIn } from './mail-helpers';
import * as site from './publish-helpers';

/**
 * The words of her Terms of Service as the author edits them in /admin → Site: a merge field the
 * site cannot fill in refused beside its text, her words saved, published and read by a reader with
 * her place filled in, then the version before restored and published. Her pages end as the seed
 * has them, for the specs after this one on its stack.
 */

// Two publishes, each allowed its minute.
test.setTimeout(150_000);

const stamp = Date.now().toString(36);

test('the home, Dream Team and House Hippo pages’ editors: readable by assistive technology, an emptied field refused beside it, nothing saved', async ({
  page,
  context,
}, testInfo) => {
  await signIn(page);
  for (const [id, title, field] of [
    ['home', 'Home page', 'Line under the Books heading'],
    ['dream-team', 'Dream Team page', 'Welcome after joining'],
    ['house-hippo-words', 'House Hippo page', 'The prize'],
  ] as const) {
    // A page of its own each: one left with unsaved changes is closed, not navigated away from.
    const editor = await context.newPage();
    await editor.goto(`/admin/site/page/${id}`);
    await expect(editor.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    const box = editor.getByRole('textbox', { name: field });
    await expect(box).toBeEditable();
    expect(await axeViolations(editor)).toEqual([]);
    await site.screenshot(editor, testInfo, `${id}-editor`);
    await box.fill('');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByTestId('save-state')).toHaveText('You have changes that are not saved.');
    await editor.close();
  }
});

test('a Terms of Service section in her words, published, then its earlier version restored and published', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/site/page/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 2 })).toBeVisible();
  await expect(
    page.getByText(/Where a page names you, write \{name\}, \{email\}, \{place\} or \{site\}/),
  ).toBeVisible();
  const governingLaw = page.getByRole('group', { name: 'Section 8' });
  const text = governingLaw.getByRole('textbox', { name: 'Text' });
  await expect(text).toBeEditable();
  const original = await text.inputValue();

  await site.expectSaveRefused(
    page,
    text,
    'Disputes are settled in {town}.',
    '{town} is not something the site can fill in: use {name}, {email}, {place} or {site}.',
    governingLaw,
  );

  await text.fill(`Disputes are settled by the courts near {place} (${stamp}).`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toContainText(/Saved as version \d+/);
  const editedVersion = Number(/version (\d+)/.exec((await page.getByTestId('save-state').textContent())!)![1]);
  expect(await axeViolations(page)).toEqual([]);
  await site.screenshot(page, testInfo, 'terms-editor');

  const edited = `Disputes are settled by the courts near ${placeName(seedContent.author.location)} (${stamp}).`;
  const reader = await site.readerPage(browser);
  const first = await site.pressPublish(page);
  await expect(first.result).toHaveText('Published: 1 page changed.', { timeout: site.LIVE_WITHIN_MS });
  expect(site.pagesOf(await first.changedPaths)).toEqual(['/terms-of-service']);
  await site.untilServed(reader, '/terms-of-service', () =>
    expect(reader.getByText(edited)).toBeVisible({ timeout: 1_000 }),
  );

  await site.restoreVersion(page, '/admin/site/page/terms', editedVersion - 1, () =>
    expect(page.getByRole('group', { name: 'Section 8' }).getByRole('textbox', { name: 'Text' })).toHaveValue(original),
  );
  await expect(text).toHaveValue(original);

  const second = await site.pressPublish(page);
  await expect(second.result).toHaveText('Published: 1 page changed.', { timeout: site.LIVE_WITHIN_MS });
  await site.untilServed(reader, '/terms-of-service', async () => {
    await expect(reader.getByText(edited)).toHaveCount(0, { timeout: 1_000 });
    await expect(reader.getByRole('heading', { name: '8. Governing Law' })).toBeVisible();
  });
  await reader.context().close();
});

test('the home page’s heading in her words: saved, previewed at / with her town filled in, then the earlier version restored', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/site');
  // In the overview with her other pages.
  await page.getByRole('link', { name: /^Edit ?: Home page$/ }).click();
  await expect(page.getByRole('heading', { name: 'Home page', level: 2 })).toBeVisible();
  const heading = page
    .getByRole('group', { name: 'Top of the page' })
    .getByRole('textbox', { name: 'Heading', exact: true });
  const original = seedContent.pages.home.hero.heading;
  await expect(heading).toHaveValue(original);

  await heading.fill(`Ghost stories from {town} (${stamp})`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toContainText(/Saved as version \d+/);
  const savedVersion = Number(/version (\d+)/.exec((await page.getByTestId('save-state').textContent())!)![1]);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const { city, region } = seedContent.author.location;
  const frame = page.frameLocator('iframe[title="Preview of /"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    `Ghost stories from ${city}, ${region} (${stamp})`,
    {
      timeout: 30_000,
    },
  );

  await site.restoreVersion(page, '/admin/site/page/home', savedVersion - 1, () =>
    expect(page.getByRole('textbox', { name: 'Heading', exact: true }).first()).toHaveValue(original),
  );
  await expect(heading).toHaveValue(original);
});
