import { expect, test, type Page } from '@playwright/test';
import { visibleSocialLinks } from '../../content/seed/author';
import { externalLinks } from '../../content/seed/links';
import { footer, navEntries } from '../../content/navigation';
import { uiText } from '../../content/ui-text';

/**
 * The site chrome (docs/SPEC.md §2): navigation, mobile menu, `/#section` links, footer, back-to-top,
 * the floating mailing-list button, the newsletter prompt's persistence, toasts and tooltips.
 */

/** Opens a page and waits until the app has hydrated (its first pageview call is the signal). */
async function open(page: Page, path: string) {
  await Promise.all([page.waitForRequest('**/api/analytics/track'), page.goto(path)]);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

test.describe('navigation', () => {
  test('lists the six entries minus the current page, with both external links', async ({ page }) => {
    for (const path of ['/', '/short-stories', '/voss-trials', '/sign-up']) {
      await open(page, path);
      const expected = navEntries.filter((entry) => entry.to !== path);
      await expect(mainNav(page).getByRole('link')).toHaveText(expected.map((entry) => entry.label));
      for (const entry of expected) {
        await expect(mainNav(page).getByRole('link', { name: entry.label, exact: true })).toHaveAttribute(
          'href',
          entry.to,
        );
      }
    }

    // Desktop: full labels, opening in a new tab; no menu button.
    for (const link of [externalLinks.fundraising, externalLinks.tipJar]) {
      const anchor = page.getByRole('link', { name: `${link.label} ${uiText.newTabHint}` });
      await expect(anchor).toBeVisible();
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('button', { name: uiText.nav.openMenu })).toBeHidden();

    await mainNav(page).getByRole('link', { name: 'Dream Team' }).click();
    await expect(page).toHaveURL('/voss-trials');
    await expect(mainNav(page).getByRole('link', { name: 'Dream Team' })).toHaveCount(0);
  });

  test('has dark text on /voss-trials and light text elsewhere', async ({ page }) => {
    const brandLightness = async () =>
      page
        .getByRole('banner')
        .getByRole('link')
        .first()
        .evaluate((el) => {
          const [r, g, b] = getComputedStyle(el).color.match(/\d+/g)!.map(Number);
          return (r! + g! + b!) / 3;
        });
    await open(page, '/voss-trials');
    expect(await brandLightness()).toBeLessThan(80);
    await open(page, '/short-stories');
    expect(await brandLightness()).toBeGreaterThan(180);
  });

  test('a /#section link from another page goes home, then scrolls smoothly to the section', async ({ page }) => {
    await open(page, '/short-stories');
    await page.getByRole('contentinfo').getByRole('link', { name: footer.freeStoriesLink.label }).click();
    await expect(page).toHaveURL('/');
    const section = page.locator(`#${footer.freeStoriesLink.href.slice(2)}`);
    await expect(section).toBeInViewport({ ratio: 0.2 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes with its button and Escape, and closes on selection', async ({ page }) => {
    await open(page, '/short-stories');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Narrow screens show the short labels of the external links.
    for (const link of [externalLinks.fundraising, externalLinks.tipJar]) {
      await expect(
        page.getByRole('link', { name: `${link.shortLabel} ${uiText.newTabHint}`, exact: true }),
      ).toBeVisible();
    }

    const toggle = page.getByRole('button', { name: uiText.nav.openMenu });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: uiText.nav.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menuId = await close.getAttribute('aria-controls');
    await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText(
      navEntries.filter((entry) => entry.to !== '/short-stories').map((entry) => entry.label),
    );

    await close.click();
    await expect(mainNav(page)).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await mainNav(page).getByRole('link', { name: 'Dream Team' }).click();
    await expect(page).toHaveURL('/voss-trials');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: uiText.nav.openMenu })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('footer', () => {
  test('has the legal links, the online links without placeholders, and the copyright', async ({ page }) => {
    await open(page, '/short-stories');
    const contentinfo = page.getByRole('contentinfo');
    await expect(contentinfo.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(contentinfo.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    // The seed's book-review site, bookstore and social network, then her visible profiles.
    for (const link of [externalLinks.goodreads, externalLinks.amazon, externalLinks.facebook, ...visibleSocialLinks]) {
      await expect(contentinfo.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await expect(contentinfo.locator('a[href="#"]')).toHaveCount(0);
    await expect(contentinfo.getByRole('link', { name: /Twitter|Instagram/ })).toHaveCount(0);
    await expect(contentinfo).toContainText('© 2025');
  });
});

test.describe('floating controls', () => {
  test('back-to-top appears past 300 px and scrolls smoothly to the top', async ({ page }) => {
    await open(page, '/voss-trials');
    const backToTop = page.getByRole('button', { name: uiText.backToTop });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(backToTop).toBeVisible();
    // Record the scroll positions during the scroll: a smooth scroll passes through the middle.
    await page.evaluate(() => {
      const w = window as unknown as { positions: number[] };
      w.positions = [];
      window.addEventListener('scroll', () => w.positions.push(window.scrollY), { passive: true });
    });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    expect(positions.some((y) => y > 0 && y < 900)).toBe(true);
    await expect(backToTop).toHaveCount(0);
  });

  test('the mailing-list button links to /sign-up and shows a tooltip after the delay', async ({ page }) => {
    await open(page, '/short-stories');
    const button = page.getByRole('link', { name: uiText.newsletterPrompt.buttonAriaLabel });
    await expect(button).toHaveAttribute('href', '/sign-up');
    // Below 1,536 px the button is in the page's flow: a hover that scrolls it into view would have
    // the scroll close its hint (as a reader's scrolling does), so the page is scrolled first.
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await button.hover();
    await page.waitForTimeout(300);
    await expect(page.getByRole('tooltip')).toHaveCount(0); // 700 ms delay
    await expect(page.getByRole('tooltip')).toHaveText(uiText.newsletterPrompt.buttonAriaLabel);
    // The hint stays while the pointer is on it (WCAG 1.4.13), and goes once the pointer leaves both.
    await page.getByRole('tooltip').hover();
    await page.waitForTimeout(500);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await button.hover();
    await expect(page.getByRole('tooltip')).toBeVisible(); // within the skip delay: at once
    await button.click();
    await expect(page).toHaveURL('/sign-up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText.signup.pageHeading);
    await expect(page.getByRole('link', { name: uiText.newsletterPrompt.buttonAriaLabel })).toHaveCount(0);
  });
});

test.describe('newsletter prompt', () => {
  const promptButton = (page: Page) => page.getByRole('button', { name: uiText.newsletterPrompt.button });

  test('is shown by default, hidden on /voss-trials, and stays hidden after "No thanks" across reloads', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(promptButton(page)).toBeVisible();
    await open(page, '/voss-trials');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(promptButton(page)).toHaveCount(0);

    await open(page, '/short-stories');
    await page.getByRole('button', { name: uiText.newsletterPrompt.dismiss }).click();
    await expect(promptButton(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('newsletter-dismissed'))).toBe('true');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(promptButton(page)).toHaveCount(0);
    await open(page, '/');
    await expect(promptButton(page)).toHaveCount(0);
  });
});

test.describe('toasts', () => {
  test('F8 focuses the notification area; a toast closes by itself after 5 s', async ({ page }) => {
    await open(page, '/sign-up');
    await page.getByRole('button', { name: uiText.signup.submit }).click();
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(uiText.signup.emailRequiredTitle);
    const shownAt = Date.now();
    await page.mouse.move(5, 5); // keep the pointer away from the toast (hovering pauses it)
    await expect(toast).toHaveCount(0, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);

    // F8 moves focus to the notification area, where a keyboard user can reach the toast.
    await page.getByRole('button', { name: uiText.signup.submit }).click();
    await expect(toast).toHaveCount(1);
    await page.keyboard.press('F8');
    const focusedInRegion = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('[role="region"][aria-label="Notifications (F8)"]')),
    );
    expect(focusedInRegion).toBe(true);
    await page.keyboard.press('Tab');
    await expect(toast).toBeFocused();
  });

  test('shows one toast at a time and closes on a swipe to the right', async ({ page }) => {
    await open(page, '/sign-up');
    const submit = page.getByRole('button', { name: uiText.signup.submit });
    await submit.click();
    await submit.click();
    await expect(toasts(page)).toHaveCount(1);

    const box = (await toasts(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0, { timeout: 2000 });
  });
});
