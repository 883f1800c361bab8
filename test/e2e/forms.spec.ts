import { expect, test, type Page, type Request } from '@playwright/test';
import { AUTHOR_NAME } from '../../content/seed/author';
import { seedPages } from '../support/seed-pages';
import { uiText } from '../../content/ui-text';
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, SUBMIT_WAIT_MS } from '../../frontend/src/islands/names';
import { mockRoute, routeUrl } from './mock-route';

/** The Dream Team page as the stack's start publishes it (her name is all it names). */
const dreamTeamPage = seedPages('https://author.example').dreamTeam;

/**
 * The three sign-up forms (docs/SPEC.md §2, §4, §5, §8): the prompt modal, the sign-up page and the
 * Dream Team page. Validation, pending, success and failure, with the exact texts and payloads.
 */

/** The sign-up route's URL glob (for `unroute` and waiting on its replies). */
const SIGNUP_API = routeUrl('mailingListSignup');
const text = uiText.signup;
const prompt = uiText.newsletterPrompt;
const dream = dreamTeamPage;

/** Opens a page and waits until the app has hydrated (its first pageview call is the signal). */
async function open(page: Page, path: string) {
  await Promise.all([page.waitForRequest('**/api/analytics/track'), page.goto(path)]);
}

/**
 * The toast on screen. Located by its region's label rather than by role: while a modal dialog is
 * open, Radix hides everything outside it from the accessibility tree (the toast is still shown,
 * and announced through Radix's separate live region).
 */
const toast = (page: Page) => page.locator('[role="region"][aria-label="Notifications (F8)"] li');

async function expectToast(page: Page, title: string, description: string) {
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toast(page).getByText(description, { exact: true })).toBeVisible();
}

/** A unique address per run, so repeat runs never collide. */
function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A sign-up the API accepted without asking for a confirmation. */
const OK_REPLY = { body: { message: 'Thanks for signing up!', confirmationRequired: false } };

/** Holds signup requests until `release()`, then answers with `reply` (or lets them through to the API). */
async function holdSignups(page: Page, reply?: typeof OK_REPLY) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const bodies: Record<string, unknown>[] = [];
  await mockRoute(page, 'mailingListSignup', async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await held;
    return reply ?? 'continue';
  });
  return { release, bodies };
}

/** Accepts every sign-up with OK_REPLY, keeping each request. */
async function acceptSignups(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await mockRoute(page, 'mailingListSignup', (route) => {
    requests.push(route.request());
    return OK_REPLY;
  });
  return requests;
}

test.describe('sign-up page', () => {
  for (const path of ['/sign-up', '/signup']) {
    test(`${path}: empty email shows the Email Required toast`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.pageHeading);
      await expect(page.getByText(text.consent(AUTHOR_NAME))).toBeVisible();
      const email = page.getByLabel(text.emailLabel);
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('required', '');
      await page.getByRole('button', { name: text.submit }).click();
      await expectToast(page, text.emailRequiredTitle, text.emailRequiredDescription);
      await expect(email).toBeFocused();
    });
  }

  test('shows Signing Up... while sending, then Check your inbox, and Sign Up Another Email returns to the form', async ({
    page,
  }) => {
    await open(page, '/sign-up');
    const { release, bodies } = await holdSignups(page);
    await page.getByLabel(text.emailLabel).fill(uniqueEmail('page'));
    await page.getByRole('button', { name: text.submit }).click();

    const pending = page.getByRole('button', { name: text.submitting });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();

    // The reader still has to confirm: not "You're In!" yet.
    await expect(page.getByRole('heading', { name: text.pendingHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.successHeading })).toHaveCount(0);
    expect(bodies[0]).toEqual({ email: expect.stringMatching(/@example\.com$/), source: 'signup_page' });
    expect(bodies[0]).not.toHaveProperty('name');

    await page.getByRole('button', { name: text.signUpAnother }).click();
    await expect(page.getByLabel(text.emailLabel)).toHaveValue('');
    await expect(page.getByLabel(text.emailLabel)).toBeFocused();
    await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();
  });

  test("sends the name and the role when given; You're In! when the reply says subscribed", async ({ page }) => {
    await open(page, '/sign-up');
    const { release, bodies } = await holdSignups(page, OK_REPLY);
    release();
    await page.getByLabel(text.nameLabel).fill('Mara');
    await page.getByLabel(text.emailLabel).fill('mara@example.com');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { name: text.successHeading })).toBeVisible();
    expect(bodies[0]).toEqual({ email: 'mara@example.com', name: 'Mara', source: 'signup_page' });
  });

  test("a refused address keeps the form and shows the server's message under the email field, not in a toast", async ({
    page,
  }) => {
    await open(page, '/sign-up');
    // "a@b" passes the browser's email type but not the server's schema: a real 400 with a message.
    await page.getByLabel(text.emailLabel).fill('a@b');
    const [response] = await Promise.all([
      page.waitForResponse(SIGNUP_API),
      page.getByRole('button', { name: text.submit }).click(),
    ]);
    expect(response.status()).toBe(400);
    const { message } = (await response.json()) as { message: string };
    const field = page.getByLabel(text.emailLabel);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toBeFocused();
    await expect(toast(page).getByText(text.failedTitle)).toHaveCount(0);
    await expect(field).toHaveValue('a@b');
    await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();

    // Corrected, it signs up: the error goes, and no failure stands beside the success.
    await field.fill(uniqueEmail('corrected'));
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { name: text.pendingHeading })).toBeVisible();
    await expect(toast(page).getByText(text.failedTitle)).toHaveCount(0);
  });

  test('a failure without a message shows "Signup failed"', async ({ page }) => {
    await open(page, '/sign-up');
    // Not a reply of the API's contract on purpose: a gateway's bare 500 with no body.
    // eslint-disable-next-line no-restricted-syntax -- a reply outside the contract, which mockRoute would refuse
    await page.route(SIGNUP_API, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByLabel(text.emailLabel).fill('reader@example.com');
    await page.getByRole('button', { name: text.submit }).click();
    await expectToast(page, text.failedTitle, text.failedFallback);
    await expect(page.getByRole('button', { name: text.submit })).toBeVisible();
  });
});

test.describe('newsletter prompt modal', () => {
  async function openModal(page: Page) {
    await open(page, '/short-stories');
    await page.getByRole('button', { name: prompt.button }).click();
    const dialog = page.getByRole('dialog', { name: prompt.heading });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('validates the email, shows Joining..., then Welcome!, clears, closes and stays dismissed', async ({ page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByText(text.consent(AUTHOR_NAME))).toBeVisible();
    await dialog.getByRole('button', { name: prompt.submit }).click();
    await expectToast(page, text.emailRequiredTitle, text.emailRequiredDescription);
    await expect(dialog.getByLabel(text.emailLabel)).toBeFocused();

    const { release, bodies } = await holdSignups(page);
    await dialog.getByLabel(text.nameLabel).fill('Ada');
    await dialog.getByLabel(text.emailLabel).fill(uniqueEmail('prompt'));
    await dialog.getByRole('button', { name: prompt.submit }).click();
    await expect(dialog.getByRole('button', { name: prompt.submitting })).toBeDisabled();
    release();

    await expect(toast(page).getByText(prompt.pendingTitle, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: prompt.button })).toHaveCount(0);
    expect(bodies[0]).toMatchObject({ name: 'Ada', source: 'newsletter_prompt' });
    expect(await page.evaluate(() => localStorage.getItem('newsletter-dismissed'))).toBe('true');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: prompt.button })).toHaveCount(0);
  });

  test('a failure keeps the modal open and shows the server\'s message, or "Signup failed"', async ({ page }) => {
    const dialog = await openModal(page);
    await mockRoute(page, 'mailingListSignup', { status: 409, body: { message: 'That address cannot receive mail.' } });
    await dialog.getByLabel(text.emailLabel).fill('bounce@example.com');
    await dialog.getByRole('button', { name: prompt.submit }).click();
    await expectToast(page, text.failedTitle, 'That address cannot receive mail.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(text.emailLabel)).toHaveValue('bounce@example.com');

    await page.unroute(SIGNUP_API);
    await mockRoute(page, 'mailingListSignup', () => 'abort');
    await dialog.getByRole('button', { name: prompt.submit }).click();
    await expectToast(page, text.failedTitle, text.failedFallback);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('newsletter-dismissed'))).toBeNull();
  });
});

test.describe('Dream Team page', () => {
  const form = dream.form;

  test('shows the page and validates the email with its own text', async ({ page }) => {
    await open(page, '/voss-trials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dream.header.heading);
    for (const card of dream.cards) await expect(page.getByRole('heading', { name: card.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: dream.guidelines.heading })).toBeVisible();
    await expect(page.getByLabel(form.nameLabel)).toBeVisible();
    await expect(page.getByLabel(form.emailLabel)).toHaveAttribute('type', 'email');
    await expect(page.getByText(form.consent)).toBeVisible();

    await page.getByRole('button', { name: form.submit }).click();
    await expectToast(page, dream.toasts.emailRequiredTitle, dream.toasts.emailRequiredDescription);
  });

  test('sends source dream_team and readerMagnetId null, shows Joining Dream Team..., then the welcome message', async ({
    page,
  }) => {
    await open(page, '/voss-trials');
    const { release, bodies } = await holdSignups(page);
    const email = uniqueEmail('dream');
    await page.getByLabel(form.emailLabel).fill(email);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('button', { name: form.submitting })).toBeDisabled();
    release();

    await expectToast(page, dream.toasts.successTitle, dream.toasts.successDescription);
    const welcome = page.getByRole('main').getByRole('status');
    await expect(welcome.getByRole('heading', { name: form.success.heading })).toBeVisible();
    for (const paragraph of form.success.paragraphs) await expect(welcome.getByText(paragraph)).toBeVisible();
    await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0);

    // The spec's payload (no name key when the name is empty) and, since issue 16, the role asked for (Reviewer by default).
    expect(bodies[0]).toEqual({ email, source: 'dream_team', readerMagnetId: null, role: 'reviewer' });
  });

  test('sends the name and the role when given', async ({ page }) => {
    await open(page, '/voss-trials');
    const requests = await acceptSignups(page);
    await page.getByLabel(form.nameLabel).fill('  Theo  ');
    await page.getByLabel(form.emailLabel).fill('theo@example.com');
    await page.getByRole('group', { name: form.roleLegend }).getByRole('radio', { name: 'Editor' }).check();
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: form.success.heading })).toBeVisible();
    expect(requests[0]!.postDataJSON()).toEqual({
      email: 'theo@example.com',
      name: 'Theo',
      source: 'dream_team',
      readerMagnetId: null,
      role: 'editor',
    });
  });

  test('a role ticked while the form’s part is still loading shows at once and is the one sent', async ({ page }) => {
    await open(page, '/voss-trials');
    const requests = await acceptSignups(page);
    // The part's code is held, so the tick below comes while the part is starting.
    let releaseCode = () => {};
    const held = new Promise<void>((resolve) => (releaseCode = resolve));
    // eslint-disable-next-line no-restricted-syntax -- holds the site's own script files, not the API
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(form.nameLabel).fill('Ivy');
    const beta = page.getByRole('group', { name: form.roleLegend }).getByRole('radio', { name: 'Beta reader' });
    await beta.check();
    await expect(beta).toBeChecked();
    releaseCode();
    await page
      .locator(`[${ISLAND_ATTRIBUTE}="dream-team-form"][${ISLAND_READY_ATTRIBUTE}]`)
      .waitFor({ state: 'attached' });
    await expect(beta).toBeChecked();
    await page.getByLabel(form.emailLabel).fill('ivy@example.com');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: form.success.heading })).toBeVisible();
    expect(requests[0]!.postDataJSON()).toMatchObject({ name: 'Ivy', role: 'beta-reader' });
  });

  test('any failure shows the fixed error text and keeps the form for a retry', async ({ page }) => {
    await open(page, '/voss-trials');
    await mockRoute(page, 'mailingListSignup', { status: 400, body: { message: 'Server says no.' } });
    await page.getByLabel(form.emailLabel).fill('retry@example.com');
    await page.getByRole('button', { name: form.submit }).click();
    await expectToast(page, dream.toasts.errorTitle, dream.toasts.errorDescription);
    await expect(toast(page).getByText('Server says no.')).toHaveCount(0);

    await page.unroute(SIGNUP_API);
    await mockRoute(page, 'mailingListSignup', () => 'abort');
    await page.getByRole('button', { name: form.submit }).click();
    await expectToast(page, dream.toasts.errorTitle, dream.toasts.errorDescription);
    await expect(page.getByLabel(form.emailLabel)).toHaveValue('retry@example.com');

    // Retry succeeds against the real server.
    await page.unroute(SIGNUP_API);
    await page.getByLabel(form.emailLabel).fill(uniqueEmail('retry'));
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: form.success.heading })).toBeVisible();
  });

  test('has no horizontal scroll at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/voss-trials', '/sign-up']) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});

test.describe('a form whose part has not started', () => {
  /** Stops the islands' code (React and the parts) from arriving: held until released, or refused. */
  async function holdPartsCode(page: Page, how: 'hold' | 'refuse') {
    // eslint-disable-next-line no-restricted-syntax -- holds the site's own script files, not the API
    await page.route('**/assets/**/*.js', (route) => (how === 'refuse' ? route.abort() : new Promise<void>(() => {})));
  }

  /** A form's native post (a page load), as the page sends it without JavaScript. */
  const isNativePost = (r: Request) => r.method() === 'POST' && r.isNavigationRequest() && /\/api\//.test(r.url());
  const nativePost = (page: Page) => page.waitForRequest(isNativePost);

  test('posts natively at once when the code of its part fails to load, and the server answers the page', async ({
    page,
  }) => {
    await open(page, '/sign-up');
    await holdPartsCode(page, 'refuse');
    await page.getByLabel(text.emailLabel).fill(`refused-${Date.now()}@example.com`);
    const posted = nativePost(page);
    await page.getByRole('button', { name: text.submit }).click();
    await posted;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.pendingHeading);
  });

  test(`waits ${SUBMIT_WAIT_MS} ms for a part still loading, then posts natively, once`, async ({ page }) => {
    await open(page, '/voss-trials');
    await page.clock.install();
    await holdPartsCode(page, 'hold');
    const posts: Request[] = [];
    page.on('request', (r) => isNativePost(r) && posts.push(r));
    await page.getByLabel(dream.form.emailLabel).fill(`held-${Date.now()}@example.com`);
    await page.getByRole('button', { name: dream.form.submit }).click();
    await page.clock.runFor(SUBMIT_WAIT_MS - 100);
    expect(posts, 'sent before the wait ran out').toHaveLength(0);
    const posted = nativePost(page);
    await page.clock.runFor(100);
    await posted;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dream.form.success.heading);
    expect(posts).toHaveLength(1);
  });
});
