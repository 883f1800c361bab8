import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { shortStories } from '../../content/stories';
import { newLibraryLink } from '../../functions/core/sales/library-links';
import { deps } from '../../functions/lib/deps';
import { applyLocalEnvironment } from '../../infra/local/settings';
import { axeViolations } from './axe';
import { e2eSettings } from './fixtures';
import { uniqueEmail } from './mail-helpers';

/**
 * A free story read on a 375 px phone, with JavaScript on and off: from the reader's library to
 * the story's reading page, to its end without sideways scrolling, its EPUB downloaded, and back.
 * The library link is made as the emailed one is (its flows are the library's own specs').
 */

applyLocalEnvironment(e2eSettings);
const story = shortStories[0]!;

for (const javaScriptEnabled of [true, false]) {
  test(`a reader opens a free story from their library, reads it to its end and downloads it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const { token } = await newLibraryLink(deps(), uniqueEmail('reader'), []);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`/api/sales/library/${token}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Free stories' })).toBeVisible();
    await page.getByRole('link', { name: story.title }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.getByText('Sample text: the author’s story replaces it.')).toBeVisible();
    const download = page.getByRole('link', { name: 'Download as EPUB' });
    await download.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${story.id}.epub`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');

    await page.getByRole('link', { name: 'Back to your library' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My books');
    await context.close();
  });
}
