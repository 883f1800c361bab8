import { expect, test, type Page } from '@playwright/test';
import { AUTHOR_NAME } from '../../content/seed/author';
import { pageMetaOf } from '../../content/page-table';
import { absoluteUrl, pageTitle } from '../../content/site';
import { uiText } from '../../content/ui-text';
import type { BlogPost, BlogPostSummary } from '../../functions/contract/blog';
import type { RouteName } from '../../functions/contract/routes';
import { openApp } from './app-started';
import { ADMIN_ORIGIN, e2eSettings } from './fixtures';
import { mockRoute, type MockReply } from './mock-route';

/** The page table on the test stack's site: the seed's, as its start publishes it. */
const pageMeta = pageMetaOf(AUTHOR_NAME);

/**
 * The public blog (docs/SPEC.md §2, §8, issue 5): the list's loading, error, empty and loaded states with
 * the API's replies stubbed, the post page and Post Not Found. The author's side, with real posts
 * written through the editor, is blog-admin.spec.ts.
 *
 * Loaded directly, `/blog` arrives with its posts in the HTML (the blog list function, issue 14),
 * so the list's states are met where the app shows them: it reads the list from the API when the
 * reader follows the Blog link from a blog post (`openBlog`).
 */

const summary = (overrides: Partial<BlogPostSummary>): BlogPostSummary => ({
  id: 'p1',
  title: 'Fog on the Welland Canal',
  slug: 'fog-on-the-welland-canal',
  excerpt: 'What the lock-keepers saw in the winter of 1932.',
  coverImage: null,
  category: 'Local History',
  tags: ['ghosts', 'canal'],
  isPublished: true,
  isFeatured: false,
  publishedDate: '2025-07-26',
  createdAt: '2025-07-20T10:00:00.000Z',
  updatedAt: '2025-07-20T10:00:00.000Z',
  author: AUTHOR_NAME,
  readingTimeMinutes: 3,
  description: 'What the lock-keepers saw in the winter of 1932.',
  ...overrides,
});

/**
 * The blog reached through the header's Blog link from a page of the app (the admin's sign-in
 * page, which has the site's header): the app reads the list from the API. Reader pages are never
 * the app (issue 28): their links are plain page loads, and `/blog` then arrives with its posts.
 */
async function openBlog(page: Page) {
  await openApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
  // A client-side navigation of the admin's app: it stays in the admin's document, on its origin.
  await expect(page).toHaveURL(`${ADMIN_ORIGIN}/blog`);
}

const POSTS: BlogPostSummary[] = [
  summary({ isFeatured: true, coverImage: '/images/writing-desk.svg' }),
  summary({
    id: 'p2',
    title: 'Drafting Veil’s Last Song',
    slug: 'drafting-veils-last-song',
    excerpt: null,
    description: 'The third book started as a single line on a receipt.',
    category: null,
    tags: [],
    publishedDate: null,
    createdAt: '2025-06-01T12:00:00.000Z',
    readingTimeMinutes: 1,
  }),
];

const FULL_POST: BlogPost = {
  ...POSTS[0]!,
  content: '## The lock\n\nThe **fog** came in at dusk.',
  contentHtml: '<h2>The lock</h2>\n<p>The <strong>fog</strong> came in at dusk.</p>',
};
const { description: _description, ...postFields } = FULL_POST as BlogPost & { description?: string };

/** Answers every call of the route with `reply`, once the returned function is called. */
async function holdRoute<N extends RouteName>(
  page: Page,
  name: N,
  reply: MockReply<N>,
  options?: { params: Record<string, string> },
) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await mockRoute(
    page,
    name,
    async () => {
      await held;
      return reply;
    },
    options,
  );
  return release;
}

test.describe('/blog', () => {
  test('shows three skeleton cards while the posts load', async ({ page }) => {
    const release = await holdRoute(page, 'listBlogPosts', { body: POSTS });
    await openBlog(page);
    await expect(page).toHaveTitle(pageMeta['/blog'].title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText.blog.heading);
    await expect(page.getByTestId('blog-skeleton')).toHaveCount(3);
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    release();
    await expect(page.getByTestId('blog-skeleton')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(POSTS.length);
  });

  test('shows the error text when the posts cannot be loaded, and can try again', async ({ page }) => {
    let fail = true;
    await mockRoute(page, 'listBlogPosts', () =>
      fail
        ? { status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } }
        : { body: POSTS },
    );
    await openBlog(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to load blog posts at this time.');
    await expect(page.getByRole('article')).toHaveCount(0);

    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article')).toHaveCount(POSTS.length);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('shows Coming Soon with a link to the free stories when there are no posts', async ({ page }) => {
    await mockRoute(page, 'listBlogPosts', () => ({ body: [] }));
    await openBlog(page);
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    const link = page.getByRole('link', { name: uiText.blog.emptyLink.label });
    await expect(link).toHaveAttribute('href', '/#reader-magnets');
    await link.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#reader-magnets')).toBeInViewport();
  });

  test('each card shows cover, date, author, reading time, category, title, excerpt, tags and Read More', async ({
    page,
  }) => {
    await mockRoute(page, 'listBlogPosts', () => ({ body: POSTS }));
    await openBlog(page);

    const first = page.getByRole('article', { name: POSTS[0]!.title });
    await expect(first.locator('img')).toHaveAttribute('src', '/images/writing-desk.svg');
    await expect(first.locator('time')).toHaveText('July 26, 2025');
    await expect(first.getByText(`By ${AUTHOR_NAME}`)).toBeVisible();
    await expect(first.getByText('3 min read')).toBeVisible();
    await expect(first.getByText('Local History')).toBeVisible();
    await expect(first.getByText(uiText.blog.featured, { exact: true })).toBeVisible();
    await expect(first.getByText(POSTS[0]!.excerpt!)).toBeVisible();
    await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#ghosts', '#canal']);
    await expect(first.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${POSTS[0]!.slug}`);

    // Without an excerpt the card shows the opening of the post; without a published date, its creation.
    const second = page.getByRole('article', { name: POSTS[1]!.title });
    await expect(second.getByText(POSTS[1]!.description)).toBeVisible();
    await expect(second.locator('time')).toHaveText('June 1, 2025');
    await expect(second.getByText('1 min read')).toBeVisible();
    await expect(second.locator('img')).toHaveCount(0);
    await expect(second.getByRole('list', { name: 'Tags' })).toHaveCount(0);
  });

  test('Read More opens the post, with a loading state, its own title and a way back', async ({ page }) => {
    await mockRoute(page, 'listBlogPosts', () => ({ body: POSTS }));
    const release = await holdRoute(page, 'getBlogPost', { body: postFields }, { params: { slug: FULL_POST.slug } });
    await openBlog(page);
    await page
      .getByRole('article', { name: FULL_POST.title })
      .getByRole('link', { name: /Read More/ })
      .click();

    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/blog/${FULL_POST.slug}`);
    await expect(page.getByTestId('post-skeleton')).toBeVisible();
    release();

    const article = page.getByRole('article', { name: FULL_POST.title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(FULL_POST.title);
    await expect(article.getByRole('heading', { level: 2, name: 'The lock' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('fog');
    await expect(article.getByText('3 min read')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(FULL_POST.title, AUTHOR_NAME));
    await expect(page.locator(`head meta[name="description"][content="${FULL_POST.excerpt!}"]`)).toHaveCount(1);
    await expect(
      page.locator(`head link[rel="canonical"][href="${absoluteUrl(e2eSettings.siteUrl, `/blog/${FULL_POST.slug}`)}"]`),
    ).toHaveCount(1);

    await article.getByRole('link', { name: uiText.blog.backToBlog }).click();
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/blog`);
  });

  test('without an excerpt, the description is the post as plain text, not Markdown', async ({ page }) => {
    const post = { ...postFields, excerpt: null, slug: 'no-excerpt' };
    await mockRoute(page, 'listBlogPosts', () => ({ body: [summary({ slug: 'no-excerpt', excerpt: null })] }));
    await mockRoute(page, 'getBlogPost', () => ({ body: post }), { params: { slug: 'no-excerpt' } });
    await openBlog(page);
    await page.getByRole('link', { name: /Read More/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(
      page.locator('head meta[name="description"][content="The lock The fog came in at dusk."]'),
    ).toHaveCount(1);
  });

  test('an unknown post shows Post Not Found with a 404 status and a link back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('Post Not Found', AUTHOR_NAME));
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText.blog.heading);
  });

  test('Post Not Found also comes from the API after client-side navigation', async ({ page }) => {
    await mockRoute(page, 'listBlogPosts', () => ({ body: [summary({ slug: 'gone-meanwhile' })] }));
    await openBlog(page);
    await page.getByRole('link', { name: /Read More/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  });

  test('the list is served with its head tags and its posts in the HTML, and hydrates without a read or an error', async ({
    page,
    request,
  }) => {
    const response = await request.get('/blog');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    expect(html).toContain(`<title>${pageMeta['/blog'].title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(e2eSettings.siteUrl, '/blog')}"`);
    expect(html).toContain('property="og:title"');
    // The posts (or the empty state) are there: the loading state is not, and the data the browser starts from is.
    expect(html).not.toContain('data-testid="blog-skeleton"');
    expect(html).toContain('<script type="application/json" id="prerendered-queries">');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/blog') reads.push(request.url());
    });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText.blog.heading);
    await expect(page.getByTestId('blog-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('fits a 375 px wide screen without scrolling sideways', async ({ page }) => {
    await mockRoute(page, 'listBlogPosts', () => ({ body: POSTS }));
    await mockRoute(page, 'getBlogPost', { body: postFields }, { params: { slug: FULL_POST.slug } });
    for (const path of ['/blog', `/blog/${FULL_POST.slug}`]) {
      // The stubbed list is met through the Blog link (at desktop width, where it shows), the post
      // through its Read More, then narrowed. The real post page at 375 px: blog-admin.spec.ts.
      await page.setViewportSize({ width: 1280, height: 800 });
      if (path === '/blog') await openBlog(page);
      else
        await page
          .getByRole('article', { name: FULL_POST.title })
          .getByRole('link', { name: /Read More/ })
          .click();
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
