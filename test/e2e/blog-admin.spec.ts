import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { AUTHOR_NAME } from '../../content/seed/author';
import { absoluteUrl, pageTitle } from '../../content/site';
import { uiText } from '../../content/ui-text';
import { AUTOSAVE_DELAY_MS } from '../../frontend/src/lib/use-autosave';
import { ADMIN_ORIGIN, e2eSettings } from './fixtures';
import { openFromAdminNav, signIn } from './mail-helpers';
import { mockRoute } from './mock-route';

/**
 * The author's side of the blog (docs/SPEC.md §2 Blog administration, §4, §5, §8; issue 5): sign in, write
 * a post with the live preview, publish it, read it on /blog, at its URL and without JavaScript,
 * edit it, unpublish it, delete it; the slug conflict, validation, XSS and the list's states.
 * Every post is made with a unique title and deleted at the end, so the specs can share a stack.
 */

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const isApi = (method: string, path: string | RegExp) => (request: Request) =>
  request.method() === method &&
  (typeof path === 'string' ? new URL(request.url()).pathname === path : path.test(new URL(request.url()).pathname));
const isApiReply = (method: string, path: string) => (response: Response) => isApi(method, path)(response.request());

/** The toast on screen (one at a time, docs/SPEC.md §9). */
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

/** The editor's text fields, by their accessible names. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function openNewPost(page: Page) {
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
}

/**
 * Signs in on a page whose clock the test moves (the autosave's pause passes only when the test
 * says), opens a new post and types its title; returns the title.
 */
async function newPostOnTestClock(page: Page, title: string) {
  await page.clock.install();
  await signIn(page);
  await openNewPost(page);
  await field(page, 'Title').fill(title);
  return title;
}

/** Writes a minimal post and creates it; returns after the success toast. */
async function createPost(
  page: Page,
  { title, content, publish, slug }: { title: string; content: string; publish: boolean; slug?: string },
) {
  await openNewPost(page);
  await field(page, 'Title').fill(title);
  if (slug) await field(page, 'Slug').fill(slug);
  await field(page, 'Content').fill(content);
  if (publish) await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page)).toContainText('Blog post created successfully!');
  await expect(page.getByRole('heading', { name: 'Blog posts', exact: true })).toBeVisible();
}

function postRow(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

async function deletePost(page: Page, title: string) {
  await page.goto('/admin');
  await postRow(page, title).getByRole('link', { name: /Edit/ }).click();
  // The editor settles first (its list read and the dialog's code), as the author reads the page
  // before she deletes: a full run once lost the click to a re-render while they were in flight.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Delete Post' }).hover();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Delete Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toContainText('Blog post deleted');
  await expect(postRow(page, title)).toHaveCount(0);
}

/** The served HTML of a path, read in a page that runs no JavaScript. */
async function withoutJavaScript(request: APIRequestContext, browser: Browser, path: string) {
  const response = await request.get(path);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // eslint-disable-next-line no-restricted-syntax -- no request at all: the page is read as served, without JavaScript
  await page.route('**/*', (route) => route.abort());
  await page.setContent(await response.text(), { waitUntil: 'domcontentloaded' });
  return { response, page, close: () => context.close() };
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).getAttribute('content');

test.describe('blog administration', () => {
  test('the author writes a post with the preview, publishes, reads, edits, unpublishes and deletes it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const title = unique('Lanterns on the Welland Canal');
    const slug = slugOf(title);
    const excerpt = 'Why every lock-keeper kept a spare lantern, and who it was for.';
    const cover = `${baseURL}/images/writing-desk.svg`;
    const content =
      '## The night shift\n\nThe **fog** came in at dusk, and [the bridge](https://example.com/bridge) rose.\n\n- one lantern\n- two lanterns';

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Blog posts', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download campaign' }).first()).toHaveAttribute(
      'href',
      '/admin/downloads',
    );
    await openNewPost(page);

    // The slug is built live from the title while the field is empty.
    await field(page, 'Title').fill(title);
    await expect(field(page, 'Slug')).toHaveAttribute('placeholder', slug);
    await expect(page.getByText(`Leave empty to use ${slug}`)).toBeVisible();

    // The live preview is the server's rendering of the Markdown.
    const previewReply = page.waitForResponse(isApiReply('POST', '/api/blog/preview'));
    await field(page, 'Content').fill(content);
    expect((await previewReply).status()).toBe(200);
    const preview = page.getByTestId('post-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'The night shift' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('fog');
    await expect(preview.getByRole('link', { name: 'the bridge' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(preview.getByRole('listitem')).toHaveCount(2);

    // A cover that is not a URL is refused next to its field.
    await field(page, 'Excerpt').fill(excerpt);
    await field(page, 'Cover image URL').fill('not a web address');
    await field(page, 'Category').fill('Local History');
    await field(page, 'Tags').fill(' ghosts, , canal ,');
    await page.getByRole('button', { name: 'Create Post' }).click();
    const coverInput = field(page, 'Cover image URL');
    await expect(coverInput).toHaveAttribute('aria-invalid', 'true');
    await expect(coverInput).toBeFocused();
    const errorId = ((await coverInput.getAttribute('aria-describedby')) ?? '')
      .split(' ')
      .find((id) => id.endsWith('-error'));
    expect(errorId).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toContainText('The cover image must be a web address');
    await coverInput.fill(cover);
    await expect(coverInput).not.toHaveAttribute('aria-invalid', 'true');

    const published = page.getByRole('switch', { name: 'Published' });
    await expect(published).toHaveAttribute('aria-checked', 'false');
    await published.click();
    await expect(published).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Featured' })).toHaveAttribute('aria-checked', 'false');

    const createRequest = page.waitForRequest(isApi('POST', '/api/blog'));
    await page.getByRole('button', { name: 'Create Post' }).click();
    const body = (await createRequest).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      title,
      slug,
      excerpt,
      content,
      coverImage: cover,
      category: 'Local History',
      tags: ['ghosts', 'canal'],
      isPublished: true,
      isFeatured: false,
      publishedDate: null,
    });
    await expect(toast(page)).toContainText('Blog post created successfully!');

    // The refreshed list shows it as published, with a view link and an edit link.
    const row = postRow(page, title);
    await expect(row.getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText(['Published']);
    await expect(row.getByRole('link', { name: /View/ })).toHaveAttribute('href', `/blog/${slug}`);
    await expect(row.getByRole('link', { name: /Edit/ })).toBeVisible();

    // On the public list, and at its URL (client-side).
    await page.goto('/blog');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText(excerpt)).toBeVisible();
    await expect(card.getByText(`By ${AUTHOR_NAME}`)).toBeVisible();
    await expect(card.getByText('1 min read')).toBeVisible();
    await card.getByRole('link', { name: /Read More/ }).click();
    await expect(page).toHaveURL(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: 'The night shift' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(title, AUTHOR_NAME));

    // At its URL loaded directly: a reader page in the site's chrome, never the app (issue 28): its
    // islands armed, the page itself not hydrated, no error.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const direct = await page.goto(`/blog/${slug}`);
    expect(direct?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('post-skeleton')).toHaveCount(0);
    await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const hydrated = await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    expect(hydrated, 'the post page was hydrated').toBe(false);
    await expect(page.locator('[data-island]').first()).toBeAttached();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeAttached();
    expect(problems).toEqual([]);
    // On a phone the post fits without scrolling sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Without JavaScript: title, description, Open Graph, canonical and JSON-LD BlogPosting.
    const crawler = await withoutJavaScript(request, browser, `/blog/${slug}`);
    try {
      expect(crawler.response.status()).toBe(200);
      expect(await crawler.page.title()).toBe(pageTitle(title, AUTHOR_NAME));
      expect(await meta(crawler.page, 'description')).toBe(excerpt);
      expect(await meta(crawler.page, 'og:title')).toBe(pageTitle(title, AUTHOR_NAME));
      expect(await meta(crawler.page, 'og:description')).toBe(excerpt);
      expect(await meta(crawler.page, 'og:type')).toBe('article');
      expect(await meta(crawler.page, 'og:url')).toBe(absoluteUrl(e2eSettings.siteUrl, `/blog/${slug}`));
      expect(await meta(crawler.page, 'og:image')).toBe(cover);
      expect(await meta(crawler.page, 'twitter:card')).toBe('summary_large_image');
      expect(await crawler.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        absoluteUrl(e2eSettings.siteUrl, `/blog/${slug}`),
      );
      const jsonLd = (await crawler.page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      const posting = jsonLd.find((doc) => doc['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: title,
        description: excerpt,
        url: absoluteUrl(e2eSettings.siteUrl, `/blog/${slug}`),
        author: { name: AUTHOR_NAME },
      });
      await expect(crawler.page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(crawler.page.locator('strong')).toHaveText('fog');
    } finally {
      await crawler.close();
    }

    // The blog list's first HTML holds the post at once, built before it was published (no JavaScript).
    const list = await withoutJavaScript(request, browser, '/blog');
    try {
      expect(list.response.status()).toBe(200);
      await expect(list.page.getByRole('article', { name: title })).toBeVisible();
      await expect(list.page.getByTestId('blog-skeleton')).toHaveCount(0);
      await expect(list.page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    } finally {
      await list.close();
    }
    // With JavaScript the list hydrates what arrived: no second read of the list, no skeleton, no error.
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (isApi('GET', '/api/blog')(request)) listReads.push(request.url());
    });
    await page.goto('/blog');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByTestId('blog-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(listReads).toEqual([]);
    expect(problems).toEqual([]);

    // The RSS feed lists it.
    const feed = await request.get('/blog/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/xml/);
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<title>${title}</title>`);
    expect(xml).toContain(`<link>${absoluteUrl(e2eSettings.siteUrl, `/blog/${slug}`)}</link>`);

    // Edit: the form holds the post; saving updates it in place (PUT), under the same address.
    await page.goto('/admin');
    await postRow(page, title).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(field(page, 'Slug')).toHaveValue(slug);
    await expect(field(page, 'Tags')).toHaveValue('ghosts, canal');
    await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
    const edited = `${title} (revised)`;
    await field(page, 'Title').fill(edited);
    await page.getByRole('switch', { name: 'Featured' }).click();
    const updateRequest = page.waitForRequest(isApi('PUT', /^\/api\/blog\/[^/]+$/));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(((await updateRequest).postDataJSON() as { title: string }).title).toBe(edited);
    await expect(toast(page)).toContainText('Blog post updated successfully!');
    await expect(postRow(page, edited).getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText([
      'Published',
      'Featured',
    ]);

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);

    // Unpublish: a draft, gone from the public list and its URL.
    await page.goto('/admin');
    await postRow(page, edited).getByRole('link', { name: /Edit/ }).click();
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Blog post updated successfully!');
    const draftRow = postRow(page, edited);
    await expect(draftRow.getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText([
      'Draft',
      'Featured',
    ]);
    await expect(draftRow.getByRole('link', { name: /View/ })).toHaveCount(0);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText.blog.heading);
    await expect(page.getByTestId('blog-skeleton')).toHaveCount(0);
    await expect(page.getByRole('article', { name: edited })).toHaveCount(0);
    // The server's page answers 404 at once, and the browser asks again (it keeps no post page).
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(title);

    // Delete, after confirming.
    await deletePost(page, edited);
  });

  test('a draft saves itself and says so; unsaved words are never left without a question', async ({ page }) => {
    // The autosave waits for a pause in typing: the page's clock, moved by the test, not real time.
    const title = await newPostOnTestClock(page, unique('A draft that saves itself'));
    const saveState = page.getByRole('status').filter({ hasText: /Sav|Not saved/ });
    await expect(saveState).toHaveText(/^Not saved: a draft saves itself once it has a title and some text/);

    // "Back to posts" with unsaved words asks first; staying keeps them.
    await page.getByRole('link', { name: 'Back to posts' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(leave).toHaveCount(0);
    await expect(field(page, 'Title')).toHaveValue(title);

    // With some text it is saved as a draft after the pause: created once, then changed in place.
    await field(page, 'Content').fill('The first lines.');
    const created = page.waitForRequest(isApi('POST', '/api/blog'));
    await page.clock.runFor(AUTOSAVE_DELAY_MS);
    expect((await created).postDataJSON()).toMatchObject({ title, content: 'The first lines.', isPublished: false });
    await expect(saveState).toHaveText('Saved');
    await field(page, 'Content').fill('The first lines, and more.');
    await expect(saveState).toHaveText('Saving…');
    const changed = page.waitForRequest(isApi('PUT', /^\/api\/blog\/[^/]+$/));
    await page.clock.runFor(AUTOSAVE_DELAY_MS);
    expect(((await changed).postDataJSON() as { content: string }).content).toBe('The first lines, and more.');
    await expect(saveState).toHaveText('Saved');

    // Saved: the navigation leaves without a question, and the list holds one draft of it.
    await openFromAdminNav(page, 'Posts');
    await expect(postRow(page, title).getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText([
      'Draft',
    ]);

    // Publishing waits for the button: nothing is sent by itself, and closing the tab asks.
    await postRow(page, title).getByRole('link', { name: /Edit/ }).click();
    await page.getByRole('switch', { name: 'Published' }).click();
    await expect(saveState).toHaveText('Not saved: “Save Changes” saves and publishes it.');
    let sent = false;
    page.on('request', (request) => {
      if (isApi('PUT', /^\/api\/blog\//)(request)) sent = true;
    });
    await page.clock.runFor(AUTOSAVE_DELAY_MS);
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(sent).toBe(false);
    await page.getByRole('switch', { name: 'Published' }).click();
    await expect(saveState).toHaveText('Saved');
    await deletePost(page, title);
  });

  test('Back with a draft’s unsaved words saves them at once: nothing is lost', async ({ page }) => {
    // The page's clock never reaches the autosave's pause: only Back can save.
    const title = await newPostOnTestClock(page, unique('A draft left by Back'));
    await field(page, 'Content').fill('Words typed just before Back.');
    const created = page.waitForResponse(isApiReply('POST', '/api/blog'));
    await page.goBack();
    const reply = await created;
    expect(reply.request().postDataJSON()).toMatchObject({ title, content: 'Words typed just before Back.' });
    expect(reply.status()).toBe(201);
    await page.reload();
    await expect(postRow(page, title).getByRole('list', { name: 'Status' }).getByRole('listitem')).toHaveText([
      'Draft',
    ]);
    await deletePost(page, title);
  });

  test('a second post cannot take a slug in use: the server says so next to the slug field', async ({ page }) => {
    const first = unique('Shared Slug');
    const slug = slugOf(first);
    await signIn(page);
    await createPost(page, { title: first, content: 'The first.', publish: false });

    await openNewPost(page);
    await field(page, 'Title').fill(unique('Another post'));
    await field(page, 'Slug').fill(slug);
    await field(page, 'Content').fill('The second.');
    const reply = page.waitForResponse(isApiReply('POST', '/api/blog'));
    await page.getByRole('button', { name: 'Create Post' }).click();
    expect((await reply).status()).toBe(409);

    await expect(toast(page)).toContainText('Failed to create blog post');
    await expect(toast(page)).toContainText('Error');
    const slugInput = field(page, 'Slug');
    await expect(slugInput).toHaveAttribute('aria-invalid', 'true');
    await expect(slugInput).toHaveAccessibleDescription(new RegExp(`The slug "${slug}" is already used`));
    await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();

    await deletePost(page, first);
  });

  test('title and content are required, with messages tied to their fields', async ({ page }) => {
    await signIn(page);
    await openNewPost(page);
    let posted = false;
    page.on('request', (request) => {
      if (isApi('POST', '/api/blog')(request)) posted = true;
    });
    await page.getByRole('button', { name: 'Create Post' }).click();
    const title = field(page, 'Title');
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription('The title is required.');
    await expect(field(page, 'Content')).toHaveAccessibleDescription(/The content is required\./);
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
    expect(posted).toBe(false);
  });

  test('script in a post never runs, in the preview or on the public page', async ({ page }) => {
    test.setTimeout(90_000);
    const title = unique('XSS attempt');
    const slug = slugOf(title);
    const payloads = [
      '<img src=x onerror="window.__xss=1;alert(1)">',
      '<script>window.__xss=2;alert(2)</script>',
      '[click me](javascript:alert(3))',
      '<a href="javascript:alert(4)" onclick="alert(5)">link</a>',
      '<svg><script>alert(6)</script></svg>',
      '<iframe src="javascript:alert(7)"></iframe>',
      'Plain words survive.',
    ].join('\n\n');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signIn(page);
    await openNewPost(page);
    await field(page, 'Title').fill(title);
    await field(page, 'Content').fill(payloads);
    const preview = page.getByTestId('post-preview');
    await expect(preview.getByText('Plain words survive.')).toBeVisible();
    await expect(preview.locator('[onerror], [onclick], script, iframe, svg')).toHaveCount(0);
    await expect(preview.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page)).toContainText('Blog post created successfully!');

    // Loaded directly: the server's page (its HTML runs in the browser first), then the app's.
    await page.goto(`/blog/${slug}`);
    await expect(page.getByText('Plain words survive.')).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.locator('[onerror], [onclick], script, iframe, svg')).toHaveCount(0);
    await expect(article.locator('a[href^="javascript:" i], img[src^="javascript:" i]')).toHaveCount(0);
    await article.getByText('link', { exact: true }).click();
    await article.getByText('click me').click();
    await page.waitForTimeout(300); // an onerror would fire once the image fails to load
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);

    await deletePost(page, title);
  });

  test('the list and the editor fit a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Blog posts', exact: true })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openNewPost(page);
    await field(page, 'Title').fill(
      'A title long enough to build a very long slug that must wrap on a narrow phone screen',
    );
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('the list shows a loading state, then the empty state with Create First Post', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await mockRoute(page, 'listAllBlogPosts', async () => {
      await held;
      return { body: [] };
    });
    await signIn(page);
    await expect(page.getByText('Loading posts…')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Create First Post' }).click();
    await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/admin/blog/new`);
  });

  test('the list shows an error the author can retry', async ({ page }) => {
    let fail = true;
    await mockRoute(page, 'listAllBlogPosts', () =>
      fail
        ? { status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } }
        : { body: [] },
    );
    await signIn(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The posts could not be loaded.');
    await expect(alert).toContainText('Something went wrong on our side');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeVisible();
  });

  test('a failed create keeps the form and shows the spec toast', async ({ page }) => {
    await mockRoute(page, 'createBlogPost', {
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again in a moment.' },
    });
    await signIn(page);
    await openNewPost(page);
    await field(page, 'Title').fill('Will not be saved');
    await field(page, 'Content').fill('Body');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page)).toContainText('Failed to create blog post');
    await expect(field(page, 'Title')).toHaveValue('Will not be saved');
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' })).toBeVisible();
  });
});
