import { expect, test, type Page } from '@playwright/test';
import { uiText } from '../../content/ui-text';
import { blogPostInput } from '../../functions/contract/blog';
import { createBlogPost } from '../../functions/core/blog/posts';
import { deps } from '../../functions/lib/deps';
import { applyLocalEnvironment } from '../../infra/local/settings';
import { axeViolations } from './axe';
import { e2eSettings } from './fixtures';
import { CONFIRMATION_SUBJECT, linkIn, mailTo, uniqueEmail, waitForMail, type StoredMail } from './mail-helpers';

applyLocalEnvironment(e2eSettings);

/**
 * The sign-up funnel on a 375 px phone: no page scrolls sideways, and wherever it is scrolled to no
 * floating control (back to top, the mailing-list button, the prompt: anything fixed or sticky)
 * covers any text. The preference page, the one a reader comes back to, has targets of at least
 * 24 px and no axe violations, and a reader who left subscribes again from it, with JavaScript and
 * without.
 */

test.use({ viewport: { width: 375, height: 740 } });

const SHOTS = process.env.FUNNEL_SHOTS;

/** Where a long page is read from: its top, a third and two thirds of the way, and its end. */
const READ_AT = [0, 1 / 3, 2 / 3, 1] as const;

/** Scrolls at once (not smoothly) to the end until lazy images above stop growing the page (if it has any). */
async function settleHeight(page: Page) {
  let height = -1;
  for (let tries = 0; tries < 20; tries++) {
    const now = await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = 'auto';
      window.scrollTo(0, document.scrollingElement!.scrollHeight);
      return { height: document.scrollingElement!.scrollHeight, images: document.images.length };
    });
    if (now.height === height || !now.images) break;
    height = now.height;
    await page.waitForTimeout(250);
  }
}

/** Scrolled to `at` of the page's length: its width, and each floating control that meets content. */
async function layoutAt(page: Page, at: number) {
  await page.evaluate(async (at) => {
    const end = document.scrollingElement!.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.round(end * at));
    // The scroll's listeners (back-to-top's showing) run, then a frame is laid out.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, at);
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const floatingRoots = [...document.querySelectorAll('body *')].filter(
      (el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) && visible(el),
    );
    const inFloating = (node: Node) => floatingRoots.some((root) => root.contains(node));
    // The controls that float: each link or button in a fixed or sticky element.
    const floating = floatingRoots
      .flatMap((el) => [...el.querySelectorAll('a,button')])
      .filter(visible)
      .map((el) => ({ what: el.outerHTML.slice(0, 60), box: el.getBoundingClientRect() }));
    // The content: the box of each text element, link and field, and each line box of its text.
    const content: { what: string; box: DOMRect }[] = [];
    for (const el of document.querySelectorAll('p,h1,h2,h3,li,a,button,input,select,textarea,label'))
      if (!inFloating(el) && visible(el))
        content.push({ what: el.outerHTML.slice(0, 40), box: el.getBoundingClientRect() });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || inFloating(node) || !visible(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) content.push({ what: node.textContent.trim().slice(0, 40), box });
    }
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      covered: floating.flatMap((f) =>
        content.filter((t) => meet(f.box, t.box)).map((t) => `${f.what} covers ${t.what}`),
      ),
    };
  });
}

/** No sideways scroll, and no floating control over content where the page is scrolled to (its end unless told). */
async function expectFitsThePhone(page: Page, name: string, readAt: readonly number[] = [1]) {
  await settleHeight(page);
  for (const at of readAt) {
    const layout = await layoutAt(page, at);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${Math.round(at * 100)}.png` });
    expect(layout.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.covered, `${name}, ${Math.round(at * 100)}% down: floating controls over content`).toEqual([]);
  }
}

/** A long published post, as the author writes one: headings, paragraphs, a list and links. */
async function longPost() {
  const paragraph = (n: number) =>
    `Paragraph ${n}: the fog came in off the canal at dusk, and the lock keeper lit the lamps one by one, as his father had, counting the ships he could no longer see. [A link](/books) in the middle of it.`;
  const content = Array.from({ length: 6 }, (_, section) =>
    [
      `## Part ${section + 1}`,
      paragraph(section * 3 + 1),
      paragraph(section * 3 + 2),
      '- a first thing\n- a second thing',
      paragraph(section * 3 + 3),
    ].join('\n\n'),
  ).join('\n\n');
  const slug = `fog-on-the-canal-${Date.now().toString(36)}`;
  await createBlogPost(deps(), blogPostInput.parse({ title: 'Fog on the canal', slug, content, isPublished: true }));
  return `/blog/${slug}`;
}

test('long pages at 375 px: wherever they are scrolled to, no floating control covers content', async ({ page }) => {
  for (const path of ['/short-stories', '/books', await longPost()]) {
    await page.goto(path);
    await expectFitsThePhone(page, path.split('/').at(-1)!, READ_AT);
  }
});

test('the funnel at 375 px: no sideways scroll, no floating control over text; the preference page passes axe with 24 px targets, and a reader who left subscribes again', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  await page.goto('/sign-up');
  await page.waitForLoadState('networkidle');
  await expectFitsThePhone(page, 'sign-up', READ_AT);

  // The form-post answer page: the sign-up posted before the app runs.
  const email = uniqueEmail('phone');
  const answer = await request.post('/api/newsletter/signup', { form: { email, source: 'signup_page' } });
  await page.setContent(await answer.text());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText.signup.pendingHeading);
  await expectFitsThePhone(page, 'answer');

  const confirmation = await waitForMail(baseURL, email, CONFIRMATION_SUBJECT);
  await page.goto(linkIn(confirmation, '/api/newsletter/confirm/'));
  await expectFitsThePhone(page, 'confirm');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expectFitsThePhone(page, 'confirmed');

  const welcome = await waitForMail(baseURL, email, /Welcome/);
  const preferences = linkIn(welcome, '/api/newsletter/preferences/');
  await page.goto(preferences);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email preferences');
  await expectFitsThePhone(page, 'preferences');
  for (const target of await page
    .getByRole('checkbox')
    .or(page.getByRole('button'))
    .or(page.getByRole('textbox'))
    .all()) {
    const size = (await target.boundingBox())!;
    expect(Math.min(size.width, size.height), 'a target of at least 24 px').toBeGreaterThanOrEqual(24);
  }
  expect(await axeViolations(page)).toEqual([]);

  // Unticking the last list says at once what it means, before anything is saved.
  const newsletter = page.getByRole('checkbox', { name: /The Voracious Readers newsletter/ });
  const noEmails = page.getByRole('status').filter({ hasText: 'You will get no emails' });
  await expect(noEmails).toBeHidden();
  await newsletter.uncheck();
  await expect(noEmails).toBeVisible();
  await newsletter.check();
  await expect(noEmails).toBeHidden();
  // Saved with none ticked, nothing changes until the reader chooses; "Keep my lists" goes back.
  await newsletter.uncheck();
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You will get no emails');
  await expectFitsThePhone(page, 'leaving');
  await page.getByRole('link', { name: 'Keep my lists' }).click();
  await expect(newsletter).toBeChecked();

  // Leaving, then the way back, from the keyboard: the page's own button, then the email's.
  await page.getByRole('button', { name: 'Unsubscribe from all emails' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');
  await expectFitsThePhone(page, 'unsubscribed');
  expect(await axeViolations(page)).toEqual([]);
  await subscribeAgainAndConfirm(page, baseURL, email, 'Subscribe again');
  await page.goto(preferences);
  await expect(newsletter).toBeChecked();

  // Without JavaScript: the same forms, as plain posts.
  await request.post(preferences.replace('/preferences/', '/unsubscribe/'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const noScript = await plain.newPage();
  await noScript.goto(preferences);
  await subscribeAgainAndConfirm(noScript, baseURL, email, 'Subscribe again');
  await plain.close();
});

/** Presses "Subscribe again" (from the keyboard), then the button of the confirmation email it sends. */
async function subscribeAgainAndConfirm(page: Page, baseURL: string | undefined, email: string, button: string) {
  const before = (await mailTo(baseURL, email, CONFIRMATION_SUBJECT)).length;
  await page.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  let mail: StoredMail[] = [];
  await expect.poll(async () => (mail = await mailTo(baseURL, email, CONFIRMATION_SUBJECT)).length).toBe(before + 1);
  await page.goto(linkIn(mail.at(-1)!, '/api/newsletter/confirm/'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('confirmed');
}

test('the Dream Team role radios are drawn for their light card: an unselected one is an open circle', async ({
  page,
}) => {
  await page.goto('/voss-trials');
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  for (const radio of await radios.all()) {
    // Under the site's dark color-scheme the browser fills an unselected radio with dark.
    expect(await radio.evaluate((el) => getComputedStyle(el).colorScheme)).toBe('light');
    expect((await radio.boundingBox())!.width).toBeGreaterThanOrEqual(20);
  }
});
