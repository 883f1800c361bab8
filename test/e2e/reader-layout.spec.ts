import { expect, test, type Page } from '@playwright/test';
import { shortStories } from '../../content/seed/stories';

/**
 * Layout details readers reported (issue 14 item 7): the generated story covers' genre words stay
 * whole at card size, and on a phone the hero's moon is not behind the headline.
 */

/** Each word of each generated cover's genre line, with how many line boxes it spans. */
async function genreWordLines(page: Page) {
  return page.locator('[role="img"][aria-label^="Cover of"] > span:first-child').evaluateAll((spans) =>
    spans.flatMap((span) => {
      const text = span.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const words: { word: string; lines: number }[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        words.push({ word: match[0], lines: tops.size });
      }
      return words;
    }),
  );
}

for (const width of [375, 1280]) {
  test(`generated story covers never break a genre word (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/short-stories']) {
      await page.goto(path);
      const words = await genreWordLines(page);
      expect(words.length, path).toBeGreaterThan(0);
      for (const { word, lines } of words) expect(lines, `${path}: "${word}"`).toBe(1);
    }
    // The longest genre word in the content is among those checked.
    const longest = shortStories.flatMap((s) => s.genre.split(/\s+/)).sort((a, b) => b.length - a.length)[0]!;
    expect(longest.length).toBeGreaterThan(10);
  });
}

test('at 375 px the hero shows the left of the scene: the moon is outside the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const hero = page.locator('#hero-heading').locator('xpath=ancestor::section[1]');
  const image = hero.locator('img').first();
  await expect(image).toBeVisible();
  // Where the moon's centre (x 1180 of the 1600x900 scene) lands with object-fit: cover and the
  // image's object-position.
  const moonX = await image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const drawn = img.naturalWidth * scale;
    const positionX = parseFloat(getComputedStyle(img).objectPosition.split(' ')[0]!) / 100;
    return box.left + (box.width - drawn) * positionX + 1180 * scale;
  });
  // The moon's disc (radius 70 in the scene) starts to the right of the viewport.
  expect(moonX).toBeGreaterThan(375);
});
