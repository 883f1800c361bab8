import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { LeakReply } from '../../functions/contract/arc';
import { authorDayIn, formatDeadline } from '../../functions/contract/deadline';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../functions/contract/constants';
import { epubcheckBytes } from '../../functions/core/ebooks/epubcheck';
import { exLibrisText, passageOf, withoutExLibris } from '../support/leaked-copy';
import { makeEpub } from '../support/make-epub';
import {
  axeViolations,
  CONFIRMATION_SUBJECT,
  linkIn,
  mailTo,
  openFromAdminNav,
  signIn,
  subscribeAndConfirm,
  uniqueEmail,
  waitForMail,
} from './mail-helpers';

/**
 * The ARC team (issue 16) end to end on the local stack: a Dream Team sign-up through the page's
 * form becomes an application; the author approves it (the letter goes out), uploads an EPUB made
 * here, creates a campaign and invites; each invitee's email carries their own link; the copy a
 * reader downloads names them on its ex-libris page and passes EPUBCheck; a reported review shows
 * in the table, the reminder reaches only the reader without one, and the leak lookup names the
 * reader from the file, the file without its ex-libris page, and a passage.
 */

// Two EPUBCheck runs (a Java VM each) and a watermark: a minute on a quiet machine, so three under load.
test.setTimeout(180_000);

test('from a Dream Team application to a reviewed, watermarked advance copy', async ({ page, request, baseURL }) => {
  const stamp = Date.now().toString(36);
  const ivy = uniqueEmail(`arc-${stamp}-ivy`);
  const jon = uniqueEmail(`arc-${stamp}-jon`);

  // Ivy applies through the Dream Team page's form, as a beta reader, and confirms her address.
  // The page is prerendered: the form works once the app has hydrated it (its first pageview call says so).
  await Promise.all([page.waitForRequest('**/api/analytics/track'), page.goto('/voss-trials')]);
  await page.getByLabel('Name').fill('Ivy Reed');
  await page.getByLabel('Email Address').fill(ivy);
  await page.getByRole('radio', { name: 'Beta reader' }).check();
  await page.getByRole('button', { name: 'Join the Dream Team' }).click();
  await expect(page.getByText(/check your email/i).first()).toBeVisible();
  const confirm = await request.post(
    linkIn(await waitForMail(baseURL, ivy, CONFIRMATION_SUBJECT), '/api/newsletter/confirm/'),
    { form: {} },
  );
  expect(confirm.status()).toBe(200);
  await subscribeAndConfirm(request, baseURL, jon, {
    source: SIGNUP_SOURCE_DREAM_TEAM,
    name: 'Jon Vale',
    role: 'reviewer',
  });

  await signIn(page);
  await openFromAdminNav(page, 'Dream Team');
  await expect(page.getByRole('heading', { name: 'Dream Team applications' })).toBeVisible();
  const ivyRow = page.getByRole('listitem').filter({ hasText: ivy });
  await expect(ivyRow).toContainText('Beta reader');
  await page.getByLabel(`Note to ${ivy} (optional)`).fill('Welcome aboard, Ivy.');
  await page.getByRole('button', { name: `Approve ${ivy}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${ivy} is approved` })).toBeVisible();
  // An approved member can be taken off the team from the same card.
  await expect(page.getByRole('button', { name: `Remove from the team ${ivy}` })).toBeVisible();
  await page.getByRole('button', { name: `Approve ${jon}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${jon} is approved` })).toBeVisible();
  expect((await waitForMail(baseURL, ivy, /^You are on the Dream Team$/)).body.text).toContain('Welcome aboard, Ivy.');
  expect(await axeViolations(page)).toEqual([]);

  // The author uploads a small EPUB made by the test.
  const title = `Harbour Lights ${stamp}`;
  await openFromAdminNav(page, 'Books');
  await expect(page.getByRole('heading', { name: 'Books', level: 2 })).toBeVisible();
  await page.getByLabel('EPUB file').setInputFiles({
    name: 'harbour-lights.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from(makeEpub({ title })),
  });
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Upload book' }).click();
  // EPUBCheck's JVM checks the upload: over 30 s beside the other browser worker on a busy machine.
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Version 1 · .+ · \d+ KB$/).first()).toBeVisible();

  // A campaign, and the invitations.
  await openFromAdminNav(page, 'ARC rounds');
  await expect(page.getByRole('heading', { name: 'ARC rounds', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Book', exact: true }).selectOption({ label: title });
  await page.getByLabel('Seats').fill('5');
  const deadline = authorDayIn(21);
  await page.getByLabel('Review deadline').fill(deadline);
  await page.getByLabel('Instructions').fill('Post on Goodreads in your own words.');
  await page.getByRole('button', { name: 'Create round' }).click();
  await expect(page.getByRole('heading', { name: `${title} ARC` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${formatDeadline(deadline)} \\(in 2[01] days\\)$`))).toBeVisible();
  await page.getByRole('radio', { name: 'Picked readers' }).check();
  await page.getByLabel('Addresses, one per line').fill(`${ivy}\n${jon}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 readers invited' })).toBeVisible();

  const invitation = new RegExp(`^Your advance review copy of ${title}$`);
  const ivyLink = linkIn(await waitForMail(baseURL, ivy, invitation), '/api/review-copy/');
  const jonLink = linkIn(await waitForMail(baseURL, jon, invitation), '/api/review-copy/');
  expect(ivyLink).not.toBe(jonLink);

  // Ivy downloads her copy: it names her and passes EPUBCheck.
  const reader = await page.context().newPage();
  await reader.goto(ivyLink);
  await expect(reader.getByRole('heading', { name: `Your review copy of ${title}` })).toBeVisible();
  const [download] = await Promise.all([
    reader.waitForEvent('download'),
    reader.getByRole('button', { name: 'Download the EPUB' }).click(),
  ]);
  const copy = new Uint8Array(await readFile((await download.path())!));
  expect(exLibrisText(copy)).toMatch(
    new RegExp(`This copy was prepared for Ivy Reed\\s+${ivy.replace(/[.+]/g, '\\$&')}`),
  );
  const check = await epubcheckBytes(copy);
  expect(check.findings.filter((finding) => finding.severity === 'error' || finding.severity === 'fatal')).toEqual([]);

  // Ivy reports her review on the same page.
  await reader.goto(ivyLink);
  const reviewUrl = `https://www.goodreads.com/review/show/${stamp}`;
  await reader.getByLabel('The review’s address').fill(reviewUrl);
  await reader.getByRole('button', { name: 'Report my review' }).click();
  await expect(reader.getByText('Thank you! Your review is recorded.')).toBeVisible();
  // On a phone the page, with the review's long address on it, does not scroll sideways.
  await reader.setViewportSize({ width: 375, height: 800 });
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await reader.close();

  // The reminder reaches Jon only, and the table shows Ivy's review.
  await page.reload();
  await page.getByRole('button', { name: 'Send reminder now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminder sent to 1 reader' })).toBeVisible();
  await waitForMail(baseURL, jon, new RegExp(`^A reminder: your review of ${title}$`));
  expect(await mailTo(baseURL, ivy, /^A reminder/)).toEqual([]);
  const row = page.getByRole('row').filter({ hasText: ivy });
  await expect(row).toContainText('reviewed');
  await expect(row.getByRole('link', { name: 'Goodreads' })).toHaveAttribute('href', reviewUrl);
  await expect(page.getByRole('row').filter({ hasText: jon })).toContainText('invited');
  expect(await axeViolations(page)).toEqual([]);

  // The leak lookup names Ivy from her file, from the file without its ex-libris page repacked, and from a passage.
  await openFromAdminNav(page, 'Leak lookup');
  const result = page.getByRole('status').filter({ hasText: 'This is the copy prepared for' });
  const lookUp = async (submit: () => Promise<void>) => {
    const [reply] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/arc/leak-lookup')),
      submit(),
    ]);
    expect(((await reply.json()) as LeakReply).copies.map((copy) => copy.email)).toEqual([ivy]);
    await expect(result).toContainText(ivy);
    await expect(result.getByRole('link', { name: `${title} ARC` })).toBeVisible();
  };
  const leaked = { 'copy.epub': copy, 'repacked.epub': withoutExLibris(copy) };
  for (const [name, file] of Object.entries(leaked)) {
    await page
      .getByLabel('Suspect EPUB')
      .setInputFiles({ name, mimeType: 'application/epub+zip', buffer: Buffer.from(file) });
    await lookUp(() => page.getByRole('button', { name: 'Look up file' }).click());
  }
  await page.getByLabel('Passage').fill(passageOf(copy));
  await lookUp(() => page.getByRole('button', { name: 'Look up passage' }).click());
});

test('a broken upload is refused with EPUBCheck’s findings in words; the leak lookup says when nothing is marked; the pages fit a phone', async ({
  page,
}) => {
  await signIn(page);
  await openFromAdminNav(page, 'Books');
  await expect(page.getByRole('heading', { name: 'Books', level: 2 })).toBeVisible();
  const broken = makeEpub({ title: 'Broken', brokenChapter: 1 });
  await page
    .getByLabel('EPUB file')
    .setInputFiles({ name: 'broken.epub', mimeType: 'application/epub+zip', buffer: Buffer.from(broken) });
  await page.getByLabel('Title').fill('Broken');
  await page.getByRole('button', { name: 'Upload book' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The EPUB checker found' });
  // EPUBCheck starts a JVM per check: beside the other browser worker it has taken over 30 s here.
  await expect(refusal).toBeVisible({ timeout: 60_000 });
  await expect(refusal.getByRole('listitem').first()).toContainText('OEBPS/chapter-1.xhtml');

  await openFromAdminNav(page, 'Leak lookup');
  await expect(page.getByRole('heading', { name: 'Leak lookup', level: 2 })).toBeVisible();
  // One plain sentence carries too few marked places to tell the copies apart: the lookup says so.
  await page.getByLabel('Passage').fill('The harbour lights went out one by one as the fog came in from the lake.');
  await page.getByRole('button', { name: 'Look up passage' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Too short to decide' })).toBeVisible();
  await page
    .getByLabel('Suspect EPUB')
    .setInputFiles({ name: 'found.epub', mimeType: 'application/epub+zip', buffer: Buffer.from(makeEpub()) });
  await page.getByRole('button', { name: 'Look up file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No fingerprint found' })).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/admin/dream-team', '/admin/books', '/admin/arc', '/admin/leak-lookup']) {
    await openFromAdminNav(
      page,
      {
        '/admin/dream-team': 'Dream Team',
        '/admin/books': 'Books',
        '/admin/arc': 'ARC rounds',
        '/admin/leak-lookup': 'Leak lookup',
      }[path]!,
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // Measured once the page itself has rendered, not its loading line.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
