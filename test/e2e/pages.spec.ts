import { expect, test, type Locator, type Page } from '@playwright/test';
import { AUTHOR_NAME, CONTACT_EMAIL } from '../../content/seed/author';
import { books } from '../../content/seed/books';
import { aboutPage } from '../../content/seed/about';
import { externalLinks } from '../../content/seed/links';
import { seedContent } from '../../content/seed/seed';
import { houseHippoVideos as houseHippoVideosOf } from '../../content/pages/house-hippo';
import { seedPages } from '../support/seed-pages';
import { drawingSources } from '../../content/artwork';
import { metaOfPage } from '../../content/book-pages';
import { bookPagePath, PUBLIC_ROUTES } from '../../content/page-table';
import { siteImages, absoluteUrl } from '../../content/site';
import { uiText } from '../../content/ui-text';
import { shortStories } from '../../content/seed/stories';
import { appStarted, openApp } from './app-started';
import { ADMIN_ORIGIN, e2eSettings } from './fixtures';
import { mockRoute } from './mock-route';

/**
 * The reader pages of docs/SPEC.md §2 rendered from content/: every text, link and state a reader meets on
 * Home, Books, About, Short stories, the legal pages, the House Hippo page and the 404 screen.
 */

const NEW_TAB = uiText.newTabHint;
/** The stack's own address, which its start publishes the seed's pages on (its SITE_URL). */
const SITE_URL = e2eSettings.siteUrl;
const { terms: termsPage, privacy: privacyPage, houseHippo: houseHippoPage } = seedPages(SITE_URL);
const houseHippoVideos = houseHippoVideosOf(seedContent);
const home = seedContent.pages.home;

/** Readers who dismissed the newsletter prompt: it would cover parts of the page in screenshots. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('newsletter-dismissed', 'true'));
});

async function expectExternal(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName(new RegExp(NEW_TAB.replace(/[()]/g, '\\$&')));
}

async function expectPageMeta(page: Page, path: string) {
  const meta = metaOfPage(path, books, AUTHOR_NAME)!;
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(SITE_URL, meta.canonical));
}

/** Every image reserves its box before it loads (no layout shift) and says what it shows. */
async function expectStableImages(page: Page) {
  const images = await page.locator('main img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src'),
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.alt, `${image.src} has alt`).not.toBeNull();
    expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
    expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
  }
}

test.describe('Home', () => {
  test('hero, author, reader magnets and support sections', async ({ page }) => {
    await page.goto('/');
    await expectPageMeta(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
    await expect(main.getByRole('link', { name: 'Browse Books', exact: true })).toHaveAttribute('href', '/books');
    await expect(main.getByRole('link', { name: 'Get Free ARC', exact: true })).toHaveAttribute('href', '/voss-trials');
    await expectExternal(
      main.getByRole('link', { name: home.hero.challengeLink }),
      externalLinks.houseHippoChallenge.href,
    );

    await expect(main.getByRole('img', { name: siteImages.hero.alt })).toHaveAttribute('src', siteImages.hero.src);
    const { authorPhoto, writingDesk } = siteImages;
    for (const drawing of [{ ...authorPhoto, alt: authorPhoto.alt(AUTHOR_NAME) }, writingDesk]) {
      const { src, srcSet } = drawingSources(drawing);
      await expect(main.getByRole('img', { name: drawing.alt })).toHaveAttribute('src', src);
      await expect(main.getByRole('img', { name: drawing.alt })).toHaveAttribute('srcset', srcSet!);
    }

    const magnets = page.locator('#reader-magnets');
    await expect(magnets.getByRole('heading', { level: 2 })).toHaveText(home.readerMagnets.heading);
    const featured = shortStories.filter((s) => s.featured);
    for (const story of featured) await expect(magnets.getByRole('heading', { name: story.title })).toBeVisible();
    await expect(magnets.getByRole('link', { name: home.readerMagnets.link })).toHaveAttribute(
      'href',
      '/short-stories',
    );

    const support = page.locator('#support');
    await expect(support.getByRole('heading', { level: 2 })).toHaveText('Support Your Author');
    await expectExternal(support.getByRole('link', { name: home.support.button }), externalLinks.tipJar.href);
    await expectStableImages(page);
  });

  test('/#reader-magnets lands on the reader magnets section', async ({ page }) => {
    await page.goto('/#reader-magnets');
    await expect(page.locator('#reader-magnets')).toBeInViewport();
  });
});

test.describe('Books', () => {
  test('lists the 13 books with cover, title, series, caption and buttons', async ({ page }) => {
    await page.goto('/books');
    await expectPageMeta(page, '/books');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(13);
    expect(books).toHaveLength(13);

    for (const book of books) {
      const card = page.locator(`article#${book.id}`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(book.title);
      const cover = card.getByRole('img', { name: `Cover of ${book.title}` });
      await expect(cover).toHaveAttribute('src', `/covers/${book.id}-640w.webp`);
      await expect(cover).toHaveAttribute(
        'srcset',
        `/covers/${book.id}-320w.webp 320w, /covers/${book.id}-640w.webp 640w`,
      );
      await expect(card.getByText(book.caption)).toBeVisible();
      if (book.series) await expect(card.getByText(`${book.series} · Book ${book.seriesOrder}`)).toBeVisible();
      await expectExternal(card.getByRole('link', { name: /^Read Sample/ }), book.sampleLink ?? book.purchaseLink);
      await expectExternal(card.getByRole('link', { name: /^Buy on Amazon/ }), book.purchaseLink);
    }

    // Publishing decides Buy Direct: a book shows it once an EPUB is linked to it in Books (the
    // Buy Direct spec links one and takes it off again), so no "coming soon" dialog on any card.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const book of books.filter((b) => b.series === 'The Clinic Binge Series')) {
      await expect(page.locator(`article#${book.id}`).getByRole('button')).toHaveCount(0);
    }
    // Read Sample falls back to the purchase link where there is no sample.
    const noSample = books.find((b) => b.sampleLink === null)!;
    await expect(page.locator(`article#${noSample.id}`).getByRole('link', { name: /^Read Sample/ })).toHaveAttribute(
      'href',
      noSample.purchaseLink,
    );
    await expectStableImages(page);
  });

  test("a book's title on /books opens its page: cover, blurb, series in order, sample and buttons", async ({
    page,
  }) => {
    const book = books.find((b) => b.id === 'echo-of-the-veil')!;
    await page.goto('/books');
    await page.locator(`article#${book.id}`).getByRole('link', { name: book.title, exact: true }).click();
    await expect(page).toHaveURL(`/books/${book.id}`);
    await expectPageMeta(page, bookPagePath(book.id));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(book.title);
    await expect(main.getByRole('img', { name: `Cover of ${book.title}` })).toBeVisible();
    await expect(main.getByText(book.description)).toBeVisible();
    await expect(main.getByText(`${book.series} · Book ${book.seriesOrder}`)).toBeVisible();
    const breadcrumb = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');

    const series = main.getByRole('region', { name: book.series! }).getByRole('listitem');
    await expect(series).toHaveText([
      'Book 1: True Veil',
      `Book 2: ${book.title} (this book)`,
      "Book 3: Veil's Last Song",
    ]);
    await expect(series.nth(1).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(series.nth(0).getByRole('link')).toHaveAttribute('href', '/books/true-veil');

    await expectExternal(main.getByRole('link', { name: /^Buy on Amazon/ }), book.purchaseLink);
    await expectExternal(main.getByRole('link', { name: /^Read Sample/ }), book.sampleLink ?? book.purchaseLink);
    await expectStableImages(page);
    // Sold direct in her content but no EPUB linked to it: not on sale, so no Buy Direct and no "coming soon".
    await expect(main.getByRole('button', { name: /^Buy Direct/ })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The series' next book is a link away; a book not sold direct has no Buy Direct.
    await series.nth(2).getByRole('link').click();
    await expect(page).toHaveURL('/books/veils-last-song');
    await page.goto('/books/genesis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genesis');
    await expect(page.getByRole('button', { name: /^Buy Direct/ })).toHaveCount(0);
  });

  test('a book link /books#<id> finds its card', async ({ page }) => {
    const book = books.at(-1)!;
    await page.goto(`/books#${book.id}`);
    await expect(page.locator(`article#${book.id}`)).toBeInViewport();
  });
});

test.describe('About', () => {
  test('bio, philosophy, genres and themes, writing approach and Connect', async ({ page }) => {
    await page.goto('/about');
    await expectPageMeta(page, '/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(aboutPage.heading);
    await expect(main.getByText(aboutPage.intro)).toBeVisible();
    const headings = main.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      ...aboutPage.sections.map((s) => s.heading),
      aboutPage.connect.heading,
      aboutPage.challenge.heading,
    ]);
    for (const section of aboutPage.sections) {
      await expect(main.getByText(section.paragraphs[0]!)).toBeVisible();
      for (const item of section.list ?? []) await expect(main.getByText(item.text)).toBeVisible();
    }
    const connect = page.locator('#connect');
    await expect(connect.getByRole('link')).toHaveCount(aboutPage.connect.links.length);
    // A link to a page of her site (her website: /) is on the address the site is published on.
    for (const link of aboutPage.connect.links)
      await expectExternal(
        connect.getByRole('link', { name: link.label }),
        link.href.startsWith('/') ? absoluteUrl(SITE_URL, link.href) : link.href,
      );
    await main.getByRole('link', { name: aboutPage.challenge.link.label }).click();
    await expect(page).toHaveURL('/house-hippo-challenge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(houseHippoPage.banner.heading);
  });
});

test.describe('Short stories', () => {
  test('featured badges, placeholder covers and the review link only where there is one', async ({ page }) => {
    await page.goto('/short-stories');
    await expectPageMeta(page, '/short-stories');
    await expect(page.getByRole('article')).toHaveCount(shortStories.length);
    for (const story of shortStories) {
      const card = page.getByRole('article', { name: story.title });
      const tags = card.getByRole('list', { name: 'Tags' });
      await expect(tags.getByText('Featured', { exact: true })).toHaveCount(story.featured ? 1 : 0);
      if (story.coverImage === null)
        await expect(card.getByRole('img', { name: `Cover of ${story.title}` })).toBeVisible();
      const review = card.getByRole('link', { name: new RegExp(`^${uiText.stories.reviewService}`) });
      if (story.reedyPromptsUrl && story.reedyPromptsUrl !== '#') await expectExternal(review, story.reedyPromptsUrl);
      else await expect(review).toHaveCount(0);
    }
    // Content has stories of both kinds, so both branches above ran.
    expect(shortStories.some((s) => s.reedyPromptsUrl === '#')).toBe(true);
    expect(shortStories.some((s) => s.reedyPromptsUrl && s.reedyPromptsUrl !== '#')).toBe(true);
  });

  test('an empty list says more stories are coming', async ({ page }) => {
    await mockRoute(page, 'listShortStories', { body: [] });
    // The prerendered page carries its stories: arrive from a page of the app so the list is fetched.
    await openApp(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reader Magnets' }).click();
    // A client-side navigation of the admin's app: it stays in the admin's document, on its origin.
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/short-stories`);
    await expect(page.getByText(uiText.stories.empty)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});

test.describe('Legal pages', () => {
  for (const [path, content, sectionCount] of [
    ['/terms-of-service', termsPage, 9],
    ['/privacy-policy', privacyPage, privacyPage.sections.length],
  ] as const) {
    test(`${path}: dates, every section, contents and contact`, async ({ page }) => {
      await page.goto(path);
      await expectPageMeta(page, path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      await expect(main.locator('time[datetime="2025-07-26"]')).toHaveText(['July 26, 2025', 'July 26, 2025']);
      await expect(main.getByText('Effective Date:')).toBeVisible();
      await expect(main.getByText('Last Updated:')).toBeVisible();
      await expect(main.getByText(content.intro[0]!)).toBeVisible();

      const sections = page.getByTestId('legal-sections').locator(':scope > section');
      await expect(sections).toHaveCount(sectionCount);
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(content.sections.map((s) => s.heading));

      const contents = main.getByRole('navigation', { name: 'On this page' });
      await expect(contents.getByRole('link')).toHaveCount(sectionCount + 1);
      const last = content.sections.at(-1)!;
      await contents.getByRole('link', { name: last.heading }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${last.id}$`));
      await expect(page.locator(`#${last.id}`)).toBeInViewport();

      await expect(main.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
      await expect(main.getByText('Welland, Ontario, Canada', { exact: true })).toBeVisible();
      await expect(main.getByText('© 2025')).toBeVisible();
    });
  }

  test('the terms: humorous intro and Ontario law', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByText(/no ghost hidden in the fine print/)).toBeVisible();
    await expect(page.locator('#governing-law')).toContainText('Ontario, Canada');
  });

  test('the privacy policy: children under 13, never sold or rented', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('#childrens-privacy')).toContainText('children under 13');
    await expect(page.getByRole('main')).toContainText('never sell or rent');
  });
});

test.describe('House Hippo Challenge', () => {
  test('back link, banner, videos, challenge, contest, hashtag, prize and the original', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await page.goto('/house-hippo-challenge');
    await expectPageMeta(page, '/house-hippo-challenge');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: houseHippoPage.backLink.label })).toHaveAttribute('href', '/about');
    await expect(main.getByRole('img', { name: siteImages.houseHippoBanner.alt })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(houseHippoPage.banner.heading);
    await expect(main.getByRole('heading', { name: houseHippoPage.originalVideo.heading })).toBeVisible();
    await expect(main.getByRole('heading', { name: houseHippoPage.challengeVideo.heading })).toBeVisible();
    for (const section of houseHippoPage.sections)
      await expect(main.getByRole('heading', { name: section.heading })).toBeVisible();

    // No player, and nothing fetched from YouTube, until the reader asks.
    await expect(main.locator('iframe')).toHaveCount(0);
    for (const video of [houseHippoVideos.original, houseHippoVideos.challenge]) {
      const role = video.youtubeId ? 'button' : 'link';
      const label = video.youtubeId ? uiText.video.play : uiText.video.watch;
      const facade = main.getByRole(role, { name: `${label}: ${video.title}` });
      await expect(facade).toHaveCount(1);
      if (!video.youtubeId) await expectExternal(facade, video.watchUrl);
    }

    const formats = page.getByTestId('contest-formats').getByRole('listitem');
    await expect(formats).toHaveCount(3);
    await expect(formats.nth(0)).toContainText('45 seconds to 1 min 20 sec');
    await expect(formats.nth(1)).toContainText('storyboard or scene reel');
    await expect(formats.nth(2)).toContainText('short story paired with an image, animation or voiceover');
    await expect(main.getByText('#HouseHippo', { exact: true })).toBeVisible();
    await expect(main.getByText(houseHippoPage.contest.prize)).toBeVisible();
    await expectExternal(
      main.getByRole('link', { name: new RegExp(`^${houseHippoPage.watchOriginalLabel}`) }),
      houseHippoVideos.original.watchUrl,
    );
    await expectExternal(
      main.getByRole('link', { name: new RegExp(`^${houseHippoPage.joinGroupLabel}`) }),
      externalLinks.houseHippoChallenge.href,
    );
    await expectStableImages(page);
    expect(youtube).toEqual([]);
  });

  test('a video with an id loads its privacy-enhanced player only when played', async ({ page }) => {
    // Content has no verified YouTube ids yet (`youtubeId: null`), so give both videos one by
    // patching the bundle as it is served: this exercises the embed path the author will switch on.
    const id = 'abcdefghijk';
    // eslint-disable-next-line no-restricted-syntax -- patches the site's own scripts as served, not the API
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll('youtubeId:null', `youtubeId:${JSON.stringify(id)}`);
      await route.fulfill({ response, body });
    });
    const youtube: string[] = [];
    // eslint-disable-next-line no-restricted-syntax -- a third-party embed, not the API
    await page.route(/youtube/, (route) => {
      youtube.push(route.request().url());
      return route.abort();
    });

    // The facade is a part of the page (issue 28) that takes its video from the HTML: give it the id there too.
    // eslint-disable-next-line no-restricted-syntax -- patches the page's HTML as served, not the API
    await page.route('**/house-hippo-challenge', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(
        '&quot;youtubeId&quot;:null',
        `&quot;youtubeId&quot;:&quot;${id}&quot;`,
      );
      await route.fulfill({ response, body });
    });

    await page.goto('/house-hippo-challenge');
    await appStarted(page);
    // The facade's part starts when the reader reaches for it.
    await page.locator('[data-island="video-facade"]').first().hover();
    const play = page.getByRole('button', { name: `${uiText.video.play}: ${houseHippoVideos.original.title}` });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`);
    await expect(player).toHaveAttribute('title', houseHippoVideos.original.title);
    await expect(player).toBeFocused();
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 and shows the 404 screen', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of [...PUBLIC_ROUTES, bookPagePath('true-veil'), '/this/page/does-not-exist']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (path === '/short-stories') await expect(page.getByRole('article').first()).toBeVisible();
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });
});
