import type { Page } from '@playwright/test';

/** Stripe's hosted page (the stand-in's): the buyer's details and a test card, then Pay. */
export async function payOnCheckoutPage(page: Page, buyer: { email: string; name: string }, card: string) {
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(buyer.name);
  await page.getByRole('button', { name: /^Pay / }).click();
}
