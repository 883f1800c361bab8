import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import Stripe from 'stripe';
import { ADMIN_GROUP } from '../../functions/contract/constants';
import type { SiteConfig } from '../../functions/contract/site-config';
import { ensureInvitedUser } from '../../infra/local/seed';
import { LOOPBACK, localSettings } from '../../infra/local/settings';
import { TEST_EMAIL_CEILING_SCALE } from '../support/stack-settings';
import { E2E_PORT } from './ports';

/**
 * Shared values of the e2e specs. The e2e stack gives the seeded author a ready password
 * (LOCAL_ADMIN_READY=true in playwright.config.ts); specs that walk the first sign-in invite their
 * own authors the way README "Deploying" does (`inviteAuthor`).
 */
export const ADMIN_EMAIL = process.env.LOCAL_ADMIN_EMAIL ?? 'author@example.com';
export const ADMIN_PASSWORD = process.env.LOCAL_ADMIN_PASSWORD ?? 'Author-Local-Pass-1!';

/**
 * Strings that occur only in the Amplify/Cognito sign-in code (checked against the built admin
 * chunk by admin-isolation.spec.ts): a reader page must download none of them.
 */
export const AMPLIFY_MARKERS = ['USER_PASSWORD_AUTH', 'AWSCognitoIdentityProviderService', 'cognito-idp'];

/** This worker's e2e stack's settings, as playwright.config.ts starts it (ports, data folder with the emulators' logs). */
export const e2eSettings = localSettings({
  PORT: String(E2E_PORT),
  DATA_DIR: `.data/e2e-${E2E_PORT}`,
  EMAIL_CEILING_SCALE: TEST_EMAIL_CEILING_SCALE,
});

/**
 * The admin's own origin (the same server under the name localhost, as `admin.<domain>` in the
 * cloud); the reader pages are at baseURL, and `/admin` there redirects here.
 */
export const ADMIN_ORIGIN = e2eSettings.adminUrl;

/** Stripe's SDK at this worker's stand-in, as the author's Stripe dashboard would act (a refund, say). */
export const standInStripe = () =>
  new Stripe(e2eSettings.stripe.secretKey, {
    host: LOOPBACK,
    port: e2eSettings.ports.stripe,
    protocol: 'http',
    telemetry: false,
  });

/** The pool and client the site uses, from its own /config.json. */
export async function siteConfig(): Promise<SiteConfig> {
  return (await (await fetch(`${e2eSettings.siteUrl}/config.json`)).json()) as SiteConfig;
}

/** A new author created as a deployer does (AdminCreateUser + the admin group): their email and temporary password. */
export async function inviteAuthor(): Promise<{ email: string; temporaryPassword: string }> {
  const { userPoolId, userPoolClientId } = await siteConfig();
  const email = `author-${randomUUID().slice(0, 8)}@example.com`;
  const result = await ensureInvitedUser(
    e2eSettings,
    { userPoolId, userPoolClientId },
    { email, groups: [ADMIN_GROUP] },
  );
  if (result.kind !== 'temporary') throw new Error(`Expected a temporary password for ${email}`);
  return { email, temporaryPassword: result.password };
}

/** The sign-in form's first step; what comes next (a new password, a code, the dashboard) is the caller's. */
export async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in at /admin, answering the first sign-in's new-password step when Cognito asks for it. */
export async function signInAsAuthor(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, newPassword?: string) {
  await page.goto('/admin');
  await submitPassword(page, email, password);
  if (newPassword) {
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
  }
  await page.getByRole('heading', { name: 'Author dashboard' }).waitFor();
}
