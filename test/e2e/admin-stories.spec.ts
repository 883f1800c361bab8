import { expect, test, type APIRequestContext } from '@playwright/test';
import { shortStories } from '../../content/seed/stories';
import { applyLocalEnvironment, LOCAL_CLOCK_PATH } from '../../infra/local/settings';
import { resetSiteContent } from '../support/site-content';
import { e2eSettings } from './fixtures';
import { axeViolations, signIn, signUpToLibrary, uniqueEmail } from './mail-helpers';
import { expectSaveRefused, publish, screenshot } from './publish-helpers';

/**
 * A free story is hers to edit: in /admin → Site she opens a story, changes its title and puts her
 * own text in place of the sample, saves and publishes; a reader who signed up before finds the new
 * title in their library and reads her words, the sample's note gone. The functions keep her
 * published site a minute: the server's clock is moved (`LOCAL_CLOCK_PATH`), never waited for.
 */

// Publishing renders every page (allowed its minute), on top of a sign-up and the author's steps.
test.setTimeout(90_000);

const story = shortStories[0]!;
const stamp = Date.now().toString(36);
const TITLE = `The Lamplighter’s Ledger ${stamp}`;
const PARAGRAPHS = [
  `Ruth found the ledger under the floor of the lock-keeper’s hut (${stamp}), wrapped in oilcloth and tied with lamp wick.`,
  'Every page held the same line in her father’s hand, one for each night of forty years: paid in light.',
];
const SAMPLE_NOTE = 'Sample text: the author’s story replaces it.';

// The clean-up reads and writes this stack's table, as its functions do.
applyLocalEnvironment(e2eSettings);

/** The handlers' clock `ms` after real time (0: real time again). */
async function serverLater(request: APIRequestContext, ms: number) {
  const reply = await request.post(`${LOCAL_CLOCK_PATH}?offsetMs=${ms}`);
  expect(reply.status(), 'the e2e stack serves the test clock').toBe(204);
}

test.afterAll(async ({ browser, request }) => {
  // Her seed's stories again, for the worker's other files; read once on, so no function keeps hers.
  const page = await browser.newPage();
  await signIn(page);
  await resetSiteContent();
  await publish(page);
  await serverLater(request, 3 * 61_000);
  expect(await (await request.get('/api/short-stories')).text()).toContain(story.title);
  await serverLater(request, 0);
  await page.close();
});

test('she edits a story’s title and text in Site and publishes: the reader’s library shows her words', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  // A reader who signed up before, with their library open.
  const reader = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  const email = uniqueEmail('story-edit');
  await reader.goto('/sign-up');
  await signUpToLibrary(reader, baseURL, email);
  const library = reader.url();
  await expect(reader.getByRole('link', { name: story.title })).toBeVisible();

  // The author: the story in Site's overview, its editor, her words in place of the sample.
  await signIn(page);
  await page.goto('/admin/site');
  const stories = page.getByRole('region', { name: 'Free stories, for readers who sign up' });
  await expect(stories.getByText(story.title, { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'site-overview');
  await stories.getByRole('link', { name: new RegExp(`^Edit\\s*: ${story.title}$`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: story.title })).toBeVisible();
  await expect(page.getByText('This is the sample text the site was set up with')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  // An empty text is refused beside its box, in her words, and nothing is saved.
  await expectSaveRefused(page, text, '', 'Write the story’s text.');
  await text.fill(PARAGRAPHS.join('\n\n'));
  await expect(page.getByText('Your own text: once saved, readers no longer see the sample note.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'story-editor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved as version 2. Publish from Site to make it live.');

  await publish(page);
  // The launch checklist no longer asks for this story's text.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: `The text of ${story.title}` })).toHaveCount(0);

  // The reader, a minute on: the new title in the library, and her words on the reading page.
  await serverLater(request, 61_000);
  try {
    await reader.goto(library);
    await reader.getByRole('link', { name: TITLE }).click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    for (const paragraph of PARAGRAPHS) await expect(reader.getByText(paragraph)).toBeVisible();
    await expect(reader.getByText(SAMPLE_NOTE)).toHaveCount(0);
    await screenshot(reader, testInfo, 'reading-page');
  } finally {
    await serverLater(request, 0);
  }
});

test('a new story: its editor opens empty, says what each field needs, and is saved under the id made from its title', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/site');
  await page.getByRole('link', { name: 'Add a story' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New story' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`The Keeper ${stamp}`);
  await page.getByRole('button', { name: 'Save the new story' }).click();
  await expect(page.getByText('Give the story’s genre.')).toBeVisible();
  await expect(page.getByText('Write the story’s text.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'new-story');
  await page.getByRole('textbox', { name: 'Genre', exact: true }).fill('Supernatural');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A keeper of the last lock, and what waits below it.');
  await page
    .getByRole('textbox', { name: 'Teaser', exact: true })
    .fill('The water rose every night, and every night it asked for her.');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('The first night.\n\nThe second night.');
  await page.getByRole('button', { name: 'Save the new story' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/site/story/the-keeper-${stamp}$`));
  await expect(page.getByTestId('save-state')).toHaveText('Saved as version 1. Publish from Site to make it live.');
});
