import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uiText } from '../../content/ui-text';
import { readMailStore, type StoredMail } from '../support/mail-store';
import { axeViolations as pageAxeViolations } from './axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';

/**
 * Shared steps of the mailing-list and download specs: the local mail page (the SES emulator,
 * one port above the site's S3 emulator: site + 3), real subscribers made through sign-up and
 * confirmation (double opt-in is on by default), and the author's sign-in.
 */

export type { StoredMail };

/** The SES emulator's origin for the stack at `baseURL`. */
export function mailOrigin(baseURL: string | undefined): string {
  const site = new URL(baseURL ?? 'http://127.0.0.1:3100');
  return `http://127.0.0.1:${Number(site.port) + 3}`;
}

/** A unique address per run, so repeated runs on one stack never collide. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Mail the emulator holds for `address` whose subject matches, oldest first. */
export async function mailTo(baseURL: string | undefined, address: string, subject: RegExp): Promise<StoredMail[]> {
  return (await readMailStore(mailOrigin(baseURL))).filter(
    (mail) => mail.destination.to.includes(address) && subject.test(mail.subject),
  );
}

/** Waits for a mail to `address` and returns the newest. */
export async function waitForMail(baseURL: string | undefined, address: string, subject: RegExp): Promise<StoredMail> {
  let found: StoredMail[] = [];
  await expect
    .poll(async () => (found = await mailTo(baseURL, address, subject)).length, {
      message: `mail "${subject}" to ${address}`,
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  return found[found.length - 1]!;
}

export const CONFIRMATION_SUBJECT = /^Please confirm/;
export const DOWNLOAD_SUBJECT = /^Your free ebook: /;

/** The site path of the first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: StoredMail, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[A-Za-z0-9_%.~-]+)`).exec(mail.body.text ?? '');
  expect(match, `no ${prefix} link in: ${mail.body.text}`).not.toBeNull();
  return match![1]!;
}

/** A sign-up through the API, as the site's forms send it (`signup`: its other fields, such as the source). */
export async function signUp(
  request: APIRequestContext,
  email: string,
  signup: Record<string, unknown> = {},
): Promise<void> {
  const reply = await request.post('/api/newsletter/signup', { data: { email, ...signup } });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * A confirmed Voracious Reader, made the way a reader becomes one: sign-up, then the
 * confirmation email's link and its page's button (a form POST).
 */
export async function subscribeAndConfirm(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  signup: Record<string, unknown> = {},
): Promise<void> {
  await signUp(request, email, signup);
  const mail = await waitForMail(baseURL, email, CONFIRMATION_SUBJECT);
  const confirm = await request.post(linkIn(mail, '/api/newsletter/confirm/'), { form: {} });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect(await confirm.text()).toContain('confirmed');
}

/**
 * A reader on a page with the sign-up form: their address given, the confirmation email's link
 * followed and its button pressed, then their library opened from the page that thanks them.
 */
export async function signUpToLibrary(page: Page, baseURL: string | undefined, email: string): Promise<void> {
  await page.getByLabel(uiText.signup.emailLabel).fill(email);
  await page.getByRole('button', { name: uiText.signup.submit }).click();
  await expect(page.getByRole('heading', { name: uiText.signup.pendingHeading })).toBeVisible();
  await page.goto(linkIn(await waitForMail(baseURL, email, CONFIRMATION_SUBJECT), '/api/newsletter/confirm/'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await page.getByRole('link', { name: 'Open my library' }).click();
}

/**
 * The author's session as Amplify keeps it (its localStorage keys), saved after this worker's
 * first sign-in: later tests start as a returning author, signed in, and skip Cognito's sign-in.
 */
let savedSession: [string, string][] | undefined;
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Opens /admin signed in as the author: with this worker's saved session, else through the sign-in form. */
export async function signIn(page: Page) {
  const dashboard = page.getByRole('heading', { name: 'Author dashboard' });
  if (savedSession) {
    // Any page of the site's origin holds its localStorage; the plain-text robots.txt starts no app.
    await page.goto('/robots.txt');
    await page.evaluate((items) => items.forEach(([key, value]) => localStorage.setItem(key, value)), savedSession);
    await page.goto('/admin');
    const signInForm = page.getByRole('button', { name: 'Sign in' });
    await expect(dashboard.or(signInForm)).toBeVisible();
    if (await dashboard.isVisible()) return;
    // The saved session has ended (its tokens revoked or expired): sign in again below.
  } else await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(dashboard).toBeVisible();
  savedSession = await page.evaluate(
    (prefix) => Object.entries(localStorage).filter(([key]) => key.startsWith(prefix)),
    AMPLIFY_KEY_PREFIX,
  );
}

/** The toast on screen (one at a time, docs/SPEC.md §9). */
export const toast = (page: Page) => page.locator('[role="region"][aria-label="Notifications (F8)"] li');

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(toast(page).getByText(description, { exact: true })).toBeVisible();
}

/** The admin area's own navigation. */
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** Shows the admin navigation: on a narrow screen it is behind the header's Menu button. */
export async function showAdminNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  // On a narrow screen whose menu is open, both show.
  await expect(adminNav(page).or(menu).first()).toBeVisible();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/** Opens an admin page by its entry in the admin navigation (through the menu on a narrow screen). */
export async function openFromAdminNav(page: Page, name: string) {
  await showAdminNav(page);
  await adminNav(page).getByRole('link', { name }).click();
  // Opened once React has rendered the new page's shell: its entry is marked current in the same
  // render that closes a narrow screen's menu. Until then the old render (menu still open) shows,
  // and a next call that trusted it would wait on a link about to be hidden.
  await expect(
    page
      .locator('nav[aria-label="Admin"] a[aria-current="page"]')
      .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  ).toHaveCount(1);
}

/** What the clipboard holds (the context must grant clipboard-read). */
export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The admin pages' axe check (./axe.ts), without frames: the email preview's sandboxed frame holds the email's markup, not the page's. */
export const axeViolations = (page: Page) => pageAxeViolations(page, { frames: false });
