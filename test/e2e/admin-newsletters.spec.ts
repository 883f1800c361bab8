import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { CONTACT_EMAIL } from '../../content/seed/author';
import { SIGNUP_SOURCE_DREAM_TEAM } from '../../functions/contract/constants';
import { AUTOSAVE_DELAY_MS } from '../../frontend/src/lib/use-autosave';
import { headerOf } from '../support/mail-store';
import { approveForDreamTeam } from './dream-team';
import { mockRoute } from './mock-route';
import {
  axeViolations,
  expectToast,
  linkIn,
  mailTo,
  openFromAdminNav,
  signIn,
  signUp,
  subscribeAndConfirm,
  uniqueEmail,
  waitForMail,
} from './mail-helpers';

/**
 * Newsletters (issue 15, acceptance 1 and 2): the author writes a campaign in the admin, sends
 * herself a test, and sends it to the Dream Team. The local mail page then holds exactly one copy
 * per confirmed member, and none for a member who unsubscribed, one whose address bounces (SES's
 * mailbox simulator, fed to the SES events handler as in the cloud), one who never confirmed, or
 * a reader outside the Dream Team; each copy carries the one-click unsubscribe headers and the
 * preference link. Then "Email this post" makes a draft from a published post.
 */

/** Dream Team applicants, whom the author then approves (`approveForDreamTeam`). */
const DREAM_TEAM = { source: SIGNUP_SOURCE_DREAM_TEAM };

async function openNewsletters(page: Page) {
  await signIn(page);
  await openFromAdminNav(page, 'Newsletters');
  await expect(page).toHaveURL(/\/admin\/newsletters$/);
  await expect(page.getByRole('heading', { name: 'Newsletters', level: 2 })).toBeVisible();
}

test('the author writes a newsletter, tests it and sends it to the Dream Team: one copy per confirmed member, none for the others', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const members = [uniqueEmail('member-a'), uniqueEmail('member-b')];
  // One greeted by name (which needs escaping in HTML), one without a name, who gets the fallback.
  const greetings = { [members[0]!]: "Dear O'Brien,", [members[1]!]: 'Dear reader,' };
  await subscribeAndConfirm(request, baseURL, members[0]!, { ...DREAM_TEAM, name: "O'Brien" });
  await subscribeAndConfirm(request, baseURL, members[1]!, DREAM_TEAM);
  for (const email of members) await approveForDreamTeam(email);
  const outsider = uniqueEmail('list-only');
  await subscribeAndConfirm(request, baseURL, outsider);
  const unconfirmed = uniqueEmail('unconfirmed');
  await signUp(request, unconfirmed, DREAM_TEAM);
  const leaver = uniqueEmail('leaver');
  await subscribeAndConfirm(request, baseURL, leaver, DREAM_TEAM);
  await approveForDreamTeam(leaver);
  const welcome = await waitForMail(baseURL, leaver, /^Welcome/);
  const unsubscribe = await request.post(linkIn(welcome, '/api/newsletter/unsubscribe/'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribe.status()).toBe(200);
  // The confirmation email to this address bounces, which suppresses it before any newsletter.
  const bouncer = `bounce+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
  await subscribeAndConfirm(request, baseURL, bouncer, DREAM_TEAM);

  // One Dream Team: the team page counts the readers a Dream Team newsletter goes to.
  await signIn(page);
  await openFromAdminNav(page, 'Dream Team');
  const onTeam = Number(
    (await page.getByTestId('dream-team-members').textContent())!.match(/\d[\d,]*/)![0].replace(/,/g, ''),
  );
  expect(onTeam).toBeGreaterThanOrEqual(members.length);
  await openFromAdminNav(page, 'Newsletters');
  await page.getByRole('link', { name: 'Write a newsletter' }).first().click();
  await expect(page.getByRole('heading', { name: 'New newsletter' })).toBeVisible();
  const subject = `News from the canal ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Preview text').fill('The third book has a date');
  await page.getByRole('radio', { name: /Dream Team/ }).check();
  await page
    .getByLabel('Content')
    .fill(
      '# The third book\n\nDear {$name|default("reader")},\n\nIt comes out **in March**.\n\n[Read the first chapter](https://example.com/chapter-one)',
    );

  // The live preview is the server's rendering of the email.
  await expect(page.getByTestId('campaign-preview-subject')).toHaveText(subject);
  const frame = page.frameLocator('iframe[title="Preview of the newsletter email"]');
  await expect(frame.getByRole('heading', { name: 'The third book' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Choose what you receive' })).toHaveAttribute(
    'href',
    '{{preferencesUrl}}',
  );
  // The name field, for a sample reader, then one she names, then one without a name.
  await expect(frame.getByText('Dear Anna,')).toBeVisible();
  const readerName = page.getByLabel('Preview for a reader named');
  await readerName.fill("O'Brien <3");
  await expect(frame.getByText("Dear O'Brien <3,")).toBeVisible();
  await readerName.fill('');
  await expect(frame.getByText('Dear reader,')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Opens and clicks are off unless she turns them on, and the editor says why.
  await expect(page.getByRole('checkbox', { name: 'Count opens and clicks' })).not.toBeChecked();
  await expect(page.getByText(/Opens are unreliable/)).toBeVisible();

  // A test to the author's own address (the contact address by default): saves the draft first.
  await expect(page.getByLabel('Send a test to')).toHaveValue(CONTACT_EMAIL);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expectToast(page, 'Test sent', `The test is on its way to ${CONTACT_EMAIL}`);
  await expect(page).toHaveURL(/\/admin\/newsletters\/[0-9a-f-]{36}$/);
  const testMail = await waitForMail(baseURL, CONTACT_EMAIL, new RegExp(`^\\[Test\\] ${subject}$`));
  expect(headerOf(testMail, 'List-Unsubscribe')).toBeUndefined();

  const count = Number(
    (await page.getByTestId('audience-count-dream-team').textContent())!.match(/\d[\d,]*/)![0].replace(/,/g, ''),
  );
  expect(count).toBeGreaterThanOrEqual(members.length);
  expect(count, 'the newsletter and the team page count the same readers').toBe(onTeam);
  await page.getByRole('button', { name: 'Send now…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
  await expect(dialog).toContainText(`(Dream Team) will each get it, once.`);
  await dialog.getByRole('button', { name: `Send to ${count} ${count === 1 ? 'reader' : 'readers'}` }).click();
  await expectToast(page, 'Sending started');
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Finished:' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Bulk email progress' })).toHaveAttribute(
    'aria-valuenow',
    String(count),
  );
  // The report fills in from SES's delivery events (fed locally to the same handler as in the cloud).
  await expect(page.getByTestId('report-sent')).toHaveText(String(count), { timeout: 15_000 });
  await expect(page.getByTestId('report-delivered')).toHaveText(String(count), { timeout: 15_000 });
  await expect(page.getByTestId('report-bounced')).toHaveText('0');

  for (const member of members) {
    const copies = await mailTo(baseURL, member, new RegExp(`^${subject}$`));
    expect(copies, member).toHaveLength(1);
    const [copy] = copies;
    expect(headerOf(copy!, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/.+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/,
    );
    expect(headerOf(copy!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(copy!, '/api/newsletter/preferences/')).toBeTruthy();
    expect(copy!.body.text).toContain('Read the first chapter (https://example.com/chapter-one)');
    expect(copy!.body.text).toContain(greetings[member]);
  }
  for (const other of [outsider, unconfirmed, leaver, bouncer])
    expect(await mailTo(baseURL, other, new RegExp(`^${subject}$`)), other).toHaveLength(0);

  // The list shows it sent, and a sent newsletter can no longer be edited.
  await openFromAdminNav(page, 'Newsletters');
  const row = page.getByRole('article', { name: subject });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('Dream Team');
});

test('"Email this post" turns a published post into a newsletter draft with its words and link', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'New Post' }).click();
  const title = `Fog on the water ${randomUUID().slice(0, 6)}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('The fog came in off the canal.');
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  const row = page.getByRole('article', { name: title, exact: true });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /Email this post/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit newsletter' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(title);
  await expect(page.getByLabel('Content')).toHaveValue(
    new RegExp(`The fog came in off the canal\\.[\\s\\S]*\\/blog\\/fog-on-the-water-`),
  );
  await expect(page.getByRole('radio', { name: /Voracious Readers/ })).toBeChecked();
});

test('a newsletter scheduled in the author’s time zone shows when it goes out, and the schedule can be cancelled; a tag’s is never offered to the archive, which wears the site’s chrome', async ({
  page,
  baseURL,
}) => {
  await mockRoute(page, 'listReaderTags', () => ({ body: [{ tag: 'beta-readers', readers: 3 }] }));
  await openNewsletters(page);
  await page.getByRole('link', { name: 'Write a newsletter' }).first().click();
  const subject = `Later ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Content').fill('Soon.');
  // A tag's newsletter stays private: the editor does not offer the archive for it.
  const showOnSite = page.getByRole('checkbox', { name: /newsletter archive on the site/ });
  await expect(showOnSite).toBeChecked();
  await page.getByRole('radio', { name: 'Readers with a tag' }).check();
  await expect(showOnSite).toHaveCount(0);
  await expect(page.getByTestId('tag-newsletter-private')).toContainText('never shown in the newsletter archive');
  await page.getByRole('radio', { name: /Voracious Readers/ }).check();
  await expect(showOnSite).toBeChecked();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:30`;
  await page.getByLabel('Send on').fill(local);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expectToast(page, 'Scheduled');
  await expect(page.getByTestId('scheduled-for')).toContainText('9:30 AM');
  await expect(page).toHaveURL(/\/admin\/newsletters\/[0-9a-f-]{36}$/);

  await openFromAdminNav(page, 'Newsletters');
  const row = page.getByRole('article', { name: subject });
  await expect(row).toContainText('Scheduled');
  await row.getByRole('link', { name: /Open/ }).click();
  await expect(page.getByTestId('scheduled-for')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel the schedule' }).click();
  await expectToast(page, 'Schedule cancelled', 'It is a draft again');
  await expect(page.getByTestId('scheduled-for')).toHaveCount(0);

  // The archive readers see is a page of the site: its header, typography and footer.
  await page.goto(`${baseURL}/newsletters`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' }).first()).toBeAttached();
  const heading = page.getByRole('heading', { name: 'Newsletters', level: 1 });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toContain('Iowan Old Style');
  await expect(page.getByRole('contentinfo')).toContainText('Rowan Ashcroft');
});

test('a newsletter draft saves itself after a pause, and leaving unsaved words asks first', async ({ page }) => {
  await page.clock.install();
  await openNewsletters(page);
  await page.getByRole('link', { name: 'Write a newsletter' }).first().click();
  const subject = `Drafted ${randomUUID().slice(0, 6)}`;
  const saveState = page.getByRole('status').filter({ hasText: /Sav|Not saved/ });
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Content').fill('The first lines.');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/campaigns',
  );
  await page.clock.runFor(AUTOSAVE_DELAY_MS);
  expect((await created).status()).toBe(201);
  await expect(saveState).toHaveText('Saved');

  // Words typed since: the navigation asks, and leaving goes without them.
  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/campaigns/')) sent = true;
  });
  await page.getByLabel('Content').fill('The first lines, and a second thought.');
  await openFromAdminNav(page, 'Newsletters');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletters$/);
  await expect(page.getByRole('article', { name: subject })).toContainText('Draft');
  expect(sent, 'leaving without saving sent the words').toBe(false);
});

test('the dashboard draws the last 30 days’ bounce and complaint rates against the guard’s and SES’s limits', async ({
  page,
}) => {
  await mockRoute(page, 'getMailHealth', () => ({
    body: {
      days: 30,
      sent: 1000,
      delivered: 970,
      bounced: 30,
      complained: 0,
      bounceRate: 0.03,
      complaintRate: 0,
      daily: [{ date: '2026-11-20', delivered: 970, bounced: 30, complained: 0 }],
    },
  }));
  await signIn(page);
  const panel = page.getByRole('region', { name: 'Sending reputation' });
  await expect(panel.getByTestId('health-bounce')).toHaveText('3.0%');
  await expect(panel).toContainText('30 of 1,000 emails');
  await expect(panel).toContainText('guard pauses at 2.0%');
  await expect(panel).toContainText('SES reviews at 5.0%');
  await expect(panel.getByTestId('health-complaint')).toHaveText('0.0%');
  await expect(panel).toContainText('guard pauses at 0.08%');
  expect(await axeViolations(page)).toEqual([]);
});
