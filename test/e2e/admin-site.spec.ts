import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openFromAdminNav, signIn } from './mail-helpers';
import { expectSaveRefused, screenshot } from './publish-helpers';

/**
 * Her site in /admin (Site): a book's caption edited and saved, a save from a tab that opened the
 * book before another tab saved it (a conflict said in words, her typed text kept, the newer
 * version loaded on request), an earlier version restored, the dashboard's launch checklist
 * counting one fewer once a stand-in is filled in, her welcome emails' words with their preview,
 * and a series' books reordered by keyboard.
 */

const BOOK = { id: 'voss-trials', title: 'Voss Trials' };
const caption = (page: Page) => page.getByRole('textbox', { name: 'Caption' });
const saveState = (page: Page) => page.getByTestId('save-state');

async function openBook(page: Page) {
  await page.goto(`/admin/site/book/${BOOK.id}`);
  await expect(page.getByRole('heading', { name: BOOK.title, level: 2 })).toBeVisible();
  await expect(caption(page)).toBeEditable();
}

test('the author edits a book’s caption, meets a conflict from another tab, and restores an earlier version', async ({
  page,
  context,
}) => {
  await signIn(page);
  await openFromAdminNav(page, 'Site');
  await expect(page.getByRole('heading', { name: 'Site', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^Edit\\s*: ${BOOK.title}$`) }).click();
  await expect(caption(page)).toBeEditable();
  const original = await caption(page).inputValue();

  // A field the schema refuses is said beside it, in her words, and nothing is sent.
  const amazon = page.getByRole('textbox', { name: 'Amazon page' });
  const amazonLink = await amazon.inputValue();
  await expectSaveRefused(page, amazon, 'amazon.com/voss', 'Give a web address starting with https://.');
  expect(await axeViolations(page)).toEqual([]);
  await amazon.fill(amazonLink);

  const first = 'The trial begins at midnight, and the jury never leaves.';
  await caption(page).fill(first);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText(/Saved as version \d+/);
  const savedVersion = Number(/version (\d+)/.exec((await saveState(page).textContent())!)![1]);

  // A second tab opens the book now; the first saves again; the second's save is refused, its words kept.
  const other = await context.newPage();
  await openBook(other);
  await expect(caption(other)).toHaveValue(first);
  const mine = 'The trial begins at dawn.';
  await caption(page).fill(mine);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText(`Saved as version ${savedVersion + 1}`);
  const theirs = 'Typed in the other tab, which opened an older version.';
  await caption(other).fill(theirs);
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = other.getByRole('alert').filter({ hasText: 'Someone saved this piece after you opened it' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(`now version ${savedVersion + 1}`);
  await expect(caption(other)).toHaveValue(theirs);
  await conflict.getByRole('button', { name: 'Load the saved version' }).click();
  await expect(caption(other)).toHaveValue(mine);
  await other.close();

  // The history lists each save; the version before the two is restored, and the editor shows it.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: `History of ${BOOK.title}` })).toBeVisible();
  const before = savedVersion - 1;
  await page.getByRole('link', { name: `View Version ${before}`, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue(original);
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/site/book/${BOOK.id}$`));
  await expect(caption(page)).toHaveValue(original);
  await expect(page.getByText(`Version ${savedVersion + 2}`, { exact: true })).toBeVisible();
});

test('the launch checklist counts down as stand-ins are filled in: her Goodreads page, then a House Hippo video pasted as its YouTube address', async ({
  page,
}) => {
  await signIn(page);
  const count = page.getByTestId('launch-checklist-count');
  await expect(count).toContainText('still to fill in before launch');
  const before = Number(/^\d+/.exec((await count.textContent())!)![0]);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Your Goodreads author page' }).click();
  await expect(page.getByRole('heading', { name: 'Author details', level: 2 })).toBeVisible();
  const goodreads = page.getByRole('group', { name: 'Goodreads' }).getByRole('textbox', { name: 'Web address' });
  const standInGoodreads = await goodreads.inputValue();
  await goodreads.fill('https://www.goodreads.com/author/show/12345.Rowan_Ashcroft');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');
  await openFromAdminNav(page, 'Posts');
  await expect(count).toHaveText(`${before - 1} things still to fill in before launch`);
  await expect(page.getByRole('link', { name: 'Your Goodreads author page' })).toHaveCount(0);

  // A video of the House Hippo page, pasted as YouTube shows its address.
  await page.getByRole('link', { name: 'The original House Hippo video on YouTube' }).click();
  await expect(page.getByRole('heading', { name: 'House Hippo videos', level: 2 })).toBeVisible();
  const original = page.getByRole('textbox', { name: 'The original House Hippo video' });
  await expectSaveRefused(
    page,
    original,
    'not a video',
    'Give a YouTube address, or the 11 characters after watch?v=, or leave it empty.',
  );
  await original.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');
  expect(await axeViolations(page)).toEqual([]);
  await openFromAdminNav(page, 'Posts');
  await expect(count).toHaveText(`${before - 2} things still to fill in before launch`);

  // Emptied again, each is a stand-in again and the checklist counts it. (This also leaves the
  // worker's stack as the seed made it for the specs after this one, which publish and read it.)
  await page.goto('/admin/site/page/house-hippo');
  await original.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');
  await page.goto('/admin/site/site/author');
  await goodreads.fill(standInGoodreads);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');
  await openFromAdminNav(page, 'Posts');
  await expect(count).toHaveText(`${before} things still to fill in before launch`);
});

test('the author rewrites her welcome email’s greeting: a field it cannot fill is refused naming those it can, and the preview shows her words to a reader', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await openFromAdminNav(page, 'Site');
  await page.getByRole('link', { name: /^Edit\s*: Emails$/ }).click();
  await expect(page.getByRole('heading', { name: 'Emails', level: 2 })).toBeVisible();
  const welcome = page.getByRole('group', { name: 'Welcome to the mailing list' });
  const greeting = welcome.getByRole('textbox', { name: 'Greeting' });
  const seedGreeting = await greeting.inputValue();
  const preview = page.frameLocator('iframe[title="The mailing list’s welcome, as a reader gets it"]');
  await expect(preview.getByText('Hi Ada,')).toBeVisible();
  await expect(page.getByTestId('email-preview-subject').first()).toHaveText(
    /Subject: Welcome to .+’s Voracious Readers!/,
  );

  await greeting.fill('Hi {$first_name},');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(welcome.getByText(/\{\$first_name\} is not a field the email can fill: only \{\$name\}/)).toBeVisible();
  await expect(greeting).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await greeting.fill('Dear {$name|default("friend")},');
  await expect(preview.getByText('Dear Ada,')).toBeVisible();
  await page.getByRole('textbox', { name: 'The reader’s name' }).fill('');
  await expect(preview.getByText('Dear friend,')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'emails-editor');

  // Back to the seed's words, for the specs after this one on the same stack.
  await greeting.fill(seedGreeting);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');
});

test('the author reorders a series’ books by keyboard, and a book of another series is refused in words by its title', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/site/series/the-veil-song-chronicles');
  await expect(page.getByRole('heading', { name: 'The Veil Song Chronicles', level: 2 })).toBeVisible();
  const books = page.getByRole('list', { name: 'The series’ books' }).getByRole('listitem');
  await expect(books).toHaveText([/True Veil/, /Echo of the Veil/, /Veil's Last Song/]);

  // Moved down by keyboard: the focus stays on the book moved, and the move is said.
  await page.getByRole('button', { name: 'Move “True Veil” down' }).focus();
  await page.keyboard.press('Enter');
  await expect(books).toHaveText([/Echo of the Veil/, /True Veil/, /Veil's Last Song/]);
  await expect(page.getByRole('button', { name: 'Move “True Veil” down' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '“True Veil” is now 2 of 3.' })).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(books).toHaveText([/Echo of the Veil/, /Veil's Last Song/, /True Veil/]);
  await expect(page.getByRole('button', { name: 'Move “True Veil” up' })).toBeFocused();

  // A book of the Clinic series, added here, is refused by the save beside the list, by its title.
  await page.getByRole('combobox', { name: 'One of your books' }).selectOption({ label: 'Patient 92' });
  await page.getByRole('button', { name: 'Add a book' }).click();
  await expect(books).toHaveCount(4);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('“Patient 92” is in the series “The Clinic Binge Series” already, and a book is in one series'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'series-books');
  await page.getByRole('button', { name: 'Take “Patient 92” out of the series' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');

  // Back to the seed's order, for the specs after this one on the same stack.
  await page.getByRole('button', { name: 'Move “True Veil” up' }).click();
  await page.getByRole('button', { name: 'Move “True Veil” up' }).click();
  await expect(books).toHaveText([/True Veil/, /Echo of the Veil/, /Veil's Last Song/]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toContainText('Saved as version');
});
