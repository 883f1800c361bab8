import { expect, test } from '@playwright/test';
import { seedPages } from '../support/seed-pages';
import { uiText } from '../../content/ui-text';
import { books } from '../../content/seed/books';
import { NOT_SOLD_DIRECT } from '../../functions/core/sales/checkout';
import { CONFIRMATION_SUBJECT, uniqueEmail, waitForMail } from './mail-helpers';

/** The Dream Team page as the stack's start publishes it (her name is all it names). */
const dreamTeamPage = seedPages('https://author.example').dreamTeam;

/**
 * Issue 24, item 7: a reader form works before and without JavaScript. With scripts off (as they
 * are until the app starts), each sign-up form is a native POST to the API, which answers a page;
 * the confirmation email arrives, and the reader's address never appears in any URL the page
 * requested (a GET form would put it in the query string).
 */

test.use({ javaScriptEnabled: false });

/** The URL as text, its escapes undone (`%40` is `@`, `+` a space in a query), so an encoded address is found too. */
function decoded(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return url;
  }
}

const forms = [
  {
    path: '/sign-up',
    tag: 'nojs-page',
    emailLabel: uiText.signup.emailLabel,
    submit: uiText.signup.submit,
    heading: uiText.signup.pendingHeading,
  },
  {
    path: '/voss-trials',
    tag: 'nojs-dream',
    emailLabel: dreamTeamPage.form.emailLabel,
    submit: dreamTeamPage.form.submit,
    heading: dreamTeamPage.form.success.heading,
  },
];

for (const form of forms) {
  test(`${form.path}: signs up by a native form post without JavaScript, and the address is in no URL`, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail(form.tag);
    const visited: string[] = [];
    page.on('request', (request) => visited.push(request.url()));

    await page.goto(form.path);
    await page.getByLabel(form.emailLabel).fill(email);
    const answered = page.waitForEvent('load');
    await page.getByRole('button', { name: form.submit }).click();
    await answered;

    expect(
      visited.filter((url) => decoded(url).includes(email)),
      'URLs that carry the address',
    ).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.heading);
    await waitForMail(baseURL, email, CONFIRMATION_SUBJECT);
    expect(
      visited.filter((url) => decoded(url).includes(email)),
      'URLs that carry the address',
    ).toEqual([]);
  });
}

test('/books: a book not on sale has no Buy Direct, and its form posted anyway is answered in words', async ({
  page,
}) => {
  // Sold direct in the seed, but no EPUB is linked to it here (the Buy Direct spec links its own).
  const book = books.find((entry) => entry.directPurchaseAvailable)!;
  await page.goto('/books');
  await expect(page.locator(`article#${book.id}`).getByRole('button', { name: /^Buy Direct/ })).toHaveCount(0);
  const posted = await page.request.post('/api/sales/buy', { form: { bookId: book.id }, maxRedirects: 0 });
  expect(posted.status()).toBe(409);
  expect(await posted.text()).toContain(NOT_SOLD_DIRECT);
});
