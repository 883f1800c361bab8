import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shortStories } from '../../content/seed/stories';
import { LIBRARY_LINK_DAYS } from '../../functions/contract/sales';
import { EPUBCHECK_RUN_HOOK, epubcheckBytes } from '../../functions/core/ebooks/epubcheck';
import { registerResidentEpubcheck, type ResidentEpubcheck } from '../../infra/local/epubcheck-resident';
import { LOCAL_CLOCK_PATH } from '../../infra/local/settings';
import { makeEpub } from '../support/make-epub';
import { axeViolations } from './axe';
import { DOWNLOAD_SUBJECT, linkIn, signUpToLibrary, uniqueEmail, waitForMail } from './mail-helpers';

/**
 * A new reader's first hour, and their month after, on a 375 px phone with JavaScript on and off:
 * from /short-stories they sign up, confirm from the email, land in their library, read a story to
 * its end and download it (an EPUB that passes EPUBCheck); the free ebook's email arrives by
 * itself, its library link still works a week later, and after LIBRARY_LINK_DAYS its page emails a
 * fresh link that works. The server's clock is moved by the local stack's test clock
 * (`LOCAL_CLOCK_PATH`), never by waiting.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const LIBRARY = '/api/sales/library/';
const story = shortStories[0]!;

/** The handlers' clock, `days` after real time (0: real time again). */
async function serverDaysLater(request: APIRequestContext, days: number) {
  const reply = await request.post(`${LOCAL_CLOCK_PATH}?offsetMs=${days * DAY_MS}`);
  expect(reply.status(), 'the e2e stack serves the test clock').toBe(204);
}

async function expectLibrary(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your library');
  await expect(page.getByRole('heading', { level: 2, name: 'Free stories' })).toBeVisible();
  await expect(page.getByRole('link', { name: story.title })).toBeVisible();
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.use({ viewport: { width: 375, height: 740 } });

/**
 * EPUBCheck in one resident Java VM of this file's, started with the file and warmed on a sample
 * while the first run walks its flow, so the downloaded story's check takes a fraction of a second;
 * the hook is taken away after, so other files in this worker check as before.
 */
let resident: ResidentEpubcheck | undefined;
let warmed: Promise<unknown> = Promise.resolve();
test.beforeAll(() => {
  resident = registerResidentEpubcheck();
  warmed = epubcheckBytes(makeEpub()).catch(() => undefined);
});
test.afterAll(async () => {
  await warmed;
  await resident?.close();
  delete (globalThis as Record<symbol, unknown>)[EPUBCHECK_RUN_HOOK];
});

for (const javaScriptEnabled of [true, false]) {
  test(`a new reader signs up from /short-stories, reads and downloads a story from their library, and keeps it for a month (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const email = uniqueEmail(javaScriptEnabled ? 'library-js' : 'library-nojs');
    try {
      await page.goto('/short-stories');
      await page.getByRole('article', { name: story.title }).getByRole('link', { name: 'Sign Up to Read' }).click();
      // Confirmed from the email, the reader lands in their library.
      await signUpToLibrary(page, baseURL, email);
      await expectLibrary(page);
      await fitsThePhone(page);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // A story, read to its end, then downloaded.
      await page.getByRole('link', { name: story.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
      const download = page.getByRole('link', { name: 'Download as EPUB' });
      await download.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1)).toBe(
        true,
      );
      await fitsThePhone(page);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(`${story.id}.epub`);
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
      // The file is the same whether or not the browser runs scripts: EPUBCheck reads it once,
      // while the reader's month goes on, and is heard at the end.
      const epubErrors = javaScriptEnabled
        ? Promise.resolve([])
        : epubcheckBytes(bytes).then(({ findings }) =>
            findings.filter(({ severity }) => severity === 'error' || severity === 'fatal'),
          );
      epubErrors.catch(() => undefined);
      await page.getByRole('link', { name: 'Back to your library' }).click();
      await expectLibrary(page);

      // The free ebook's email came by itself; a week on, its link still opens the library.
      const freeEbook = linkIn(await waitForMail(baseURL, email, DOWNLOAD_SUBJECT), LIBRARY);
      await serverDaysLater(request, 7);
      await page.goto(freeEbook);
      await expectLibrary(page);
      await expect(page.getByRole('button', { name: /^Download / })).toBeVisible();

      // Past its days, its page emails a fresh link: one field, one press.
      await serverDaysLater(request, LIBRARY_LINK_DAYS + 1);
      await page.goto(freeEbook);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Email me a link' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
      await page.goto(linkIn(await waitForMail(baseURL, email, /^Your books$/), LIBRARY));
      await expectLibrary(page);
      expect(await epubErrors).toEqual([]);
    } finally {
      await serverDaysLater(request, 0);
      await context.close();
    }
  });
}
