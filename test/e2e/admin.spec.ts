import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { mockRoute } from './mock-route';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('/admin', () => {
  test('the author signs in, sees the dashboard with their email, and signs out', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Author sign-in' })).toBeVisible();
    await expect(page).toHaveTitle(/Admin/);

    let sessionAuthorization: string | null = null;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/session')
        sessionAuthorization = request.headers().authorization ?? null;
    });

    const sessionReply = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/session');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toBeVisible();
    const reply = await sessionReply;
    expect(reply.status()).toBe(200);
    // The API accepted the access token and sees an admin. (Access tokens carry no email claim,
    // so `email` may be null; the page then shows the sign-in's login id.)
    const session = (await reply.json()) as { username: string; email: string | null; groups: string[] };
    expect(session.groups).toContain('admin');
    expect([ADMIN_EMAIL, null]).toContain(session.email);
    await expect(page.getByTestId('admin-email')).toHaveText(ADMIN_EMAIL);
    expect(sessionAuthorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminNav.getByRole('link', { name: 'Download campaign' })).toHaveAttribute('href', '/admin/downloads');
    await expect(adminNav.getByRole('link', { name: 'Send emails' })).toHaveAttribute('href', '/admin/send-emails');

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByTestId('admin-email')).toHaveText(ADMIN_EMAIL);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Author sign-in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toHaveCount(0);

    // Signed out for good: a reload shows the form again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a wrong password shows an error and keeps the form', async ({ page }) => {
    await page.goto('/admin');
    await signIn(page, ADMIN_EMAIL, `${ADMIN_PASSWORD}-wrong`);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toHaveCount(0);
  });

  test('the sign-in button shows a pending state', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // eslint-disable-next-line no-restricted-syntax -- holds a Cognito call (the emulator), not one of the API
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST' && route.request().headers()['x-amz-target']?.includes('InitiateAuth'))
        await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Author dashboard' })).toBeVisible();
  });

  test('a 403 from the API says the account is not an admin', async ({ page }) => {
    await mockRoute(page, 'getAdminSession', {
      status: 403,
      body: { message: 'Your account is signed in but is not in the admin group.' },
    });
    await page.goto('/admin');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('This account is not in the admin group.');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the API refuses the admin route without a token', async ({ request }) => {
    const response = await request.get('/api/admin/session');
    expect(response.status()).toBe(401);
    expect((await response.json()) as unknown).toHaveProperty('message');
  });
});
