import { expect, test, type Page } from '@playwright/test';
import { uiText } from '../../content/site';
import { axeViolations } from './axe';
import { CONFIRMATION_SUBJECT, linkIn, uniqueEmail, waitForMail } from './mail-helpers';

/**
 * The sign-up funnel on a 375 px phone: no page scrolls sideways, and once scrolled to its end no
 * floating control (back to top, the mailing-list button, the prompt) covers any text. The
 * preference page, the one a reader comes back to, has targets of at least 24 px and no axe
 * violations.
 */

test.use({ viewport: { width: 375, height: 740 } });

const SHOTS = process.env.FUNNEL_SHOTS;

/** After scrolling to the end: the page's width, and the boxes of fixed controls that meet text. */
async function layoutAtEnd(page: Page, name: string) {
  // At once, not smoothly, and again while lazy images above still grow the page: the boxes are read at its end.
  let height = -1;
  for (let tries = 0; tries < 20; tries++) {
    const now = await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = 'auto';
      window.scrollTo(0, document.scrollingElement!.scrollHeight);
      return document.scrollingElement!.scrollHeight;
    });
    if (now === height) break;
    height = now;
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(100);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const fixedRoots = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && visible(el),
    );
    const inFixed = (node: Node) => fixedRoots.some((root) => root.contains(node));
    // The controls that float: each link or button in a fixed element.
    const floating = fixedRoots
      .flatMap((el) => [...el.querySelectorAll('a,button')])
      .filter(visible)
      .map((el) => ({ what: el.outerHTML.slice(0, 60), box: el.getBoundingClientRect() }));
    // The content: each line box of its text, and its fields and buttons.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const text: { what: string; box: DOMRect }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || inFixed(node) || !visible(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) text.push({ what: node.textContent.trim().slice(0, 40), box });
    }
    for (const el of document.querySelectorAll('input,button,select,textarea'))
      if (!inFixed(el) && visible(el)) text.push({ what: el.outerHTML.slice(0, 40), box: el.getBoundingClientRect() });
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      covered: floating.flatMap((f) => text.filter((t) => meet(f.box, t.box)).map((t) => `${f.what} covers ${t.what}`)),
    };
  });
}

async function expectFitsThePhone(page: Page, name: string) {
  const layout = await layoutAtEnd(page, name);
  expect(layout.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
  expect(layout.covered, `${name}: floating controls over text`).toEqual([]);
}

test('the funnel at 375 px: no sideways scroll, no floating control over text; the preference page passes axe with 24 px targets', async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ['/short-stories', '/sign-up']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectFitsThePhone(page, path.slice(1));
  }

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
  await page.goto(linkIn(welcome, '/api/newsletter/preferences/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email preferences');
  await expectFitsThePhone(page, 'preferences');
  for (const box of await page.getByRole('checkbox').all()) {
    const size = (await box.boundingBox())!;
    expect(Math.min(size.width, size.height), 'a checkbox is a 24 px target').toBeGreaterThanOrEqual(24);
  }
  expect(await axeViolations(page)).toEqual([]);
});

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
