/**
 * The reader's JavaScript budget (issue 14): the JS each public route downloads before it is
 * interactive (its HTML's scripts and modulepreloads and everything they import statically),
 * gzipped, measured on the build in frontend/dist (`npm test` builds before vitest runs). No route
 * may carry admin code, zod or Amplify.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, jsBeforeFirstPaint, readerJsPerRoute } from '../../bench/reader-js';

/** The entry (main.tsx), which imports nothing: all the JS a page fetches before its first paint. */
const BEFORE_PAINT_BUDGET_KB = 1;

/**
 * Budgets in gzipped kB (1000 bytes): issue 14's targets, 110 on `/` and 120 on every other route.
 * React DOM alone is about 62 of them, React Router 15 and TanStack Query 11.
 */
const HOME_BUDGET_KB = 110;
const ROUTE_BUDGET_KB = 120;
/**
 * A reader page (prerendered, never hydrated: issue 28) without interaction: its entry and the
 * islands boot (the menu, the section links, the pageview), about 6 kB; React loads with the
 * first part the reader uses. The whole-page budget with the analytics tracker loaded on idle is
 * test/e2e/reader-js-budget.spec.ts's.
 */
const READER_PAGE_BUDGET_KB = 10;

const routes = readerJsPerRoute();

describe('reader JS per public route (gzip)', () => {
  it("measures every public route, each book's page, the blog post page and the 404 page", () => {
    const measured = routes.map((r) => r.route);
    for (const route of [
      '/',
      '/books',
      '/books/true-veil',
      '/books/final-reckoning',
      '/about',
      '/short-stories',
      '/sign-up',
      '/signup',
      '/voss-trials',
      '/blog',
      '/blog/{slug}',
      '/terms-of-service',
      '/privacy-policy',
      '/house-hippo-challenge',
      '404',
    ]) {
      expect(measured).toContain(route);
    }
  });

  it.each(routes.map((r) => [r.route, r] as const))('%s stays within its budget', (route, js) => {
    const budget = route === '/' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
    expect(js.gzip / 1000, `${route}: ${js.files.join(', ')}`).toBeLessThanOrEqual(budget);
  });

  it.each(routes.map((r) => [r.route, r] as const))('%s carries no admin code, zod or Amplify', (_route, js) => {
    for (const file of js.files) {
      const code = readFileSync(join(DIST_DIR, file), 'utf8');
      expect(code, file).not.toMatch(/ZodError|aws-amplify|Amplify\.configure|CognitoIdentityProvider/);
      expect(file).not.toMatch(
        /assets\/(root|dashboard|blog-editor|downloads|send-emails|analytics|account|not-built|form-parts|schemas)-/,
      );
    }
  });

  it("a reader page loads no page's code and no React without interaction: its text is HTML (issue 28)", () => {
    for (const { route, files, gzip } of routes.filter((r) => r.route !== '/blog/{slug}')) {
      expect(
        files.some((f) => /\/(home|books|privacy|terms|about|house-hippo|react|framework|app|start)-/.test(f)),
        `${route}: ${files.join(', ')}`,
      ).toBe(false);
      expect(gzip / 1000, `${route}: ${files.join(', ')}`).toBeLessThanOrEqual(READER_PAGE_BUDGET_KB);
    }
  });

  it('fetches only the small entry before the first paint, at low priority, and the app after it', () => {
    const pages = readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = readFileSync(join(DIST_DIR, page), 'utf8');
      const early =
        html
          .replace(/<template[\s\S]*?<\/template>/g, '')
          .match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(early.length, page).toBeGreaterThan(0);
      for (const tag of early) expect(tag, page).toContain('fetchpriority="low"');
      const before = jsBeforeFirstPaint(page);
      expect(before.files, page).toHaveLength(1);
      expect(before.files[0], page).toMatch(/^assets\/index-[\w-]+\.js$/);
      expect(before.gzip / 1000, `${page}: ${before.files.join(', ')}`).toBeLessThanOrEqual(BEFORE_PAINT_BUDGET_KB);
    }
    // The app's entry and the page's own modules wait in the inert template main.tsx moves into
    // <head> after the paint; every page, the admin shell included, names the entry to import.
    expect(readFileSync(join(DIST_DIR, 'privacy-policy/index.html'), 'utf8')).toMatch(
      /<template id="page-modules">[^]*?\/assets\/privacy-[\w-]+\.js[^]*?<\/template>/,
    );
    for (const page of pages) {
      expect(readFileSync(join(DIST_DIR, page), 'utf8'), page).toMatch(
        /<template id="page-modules"><link rel="modulepreload" crossorigin href="\/assets\/start-[\w-]+\.js" data-app-start>/,
      );
    }
    expect(readFileSync(join(DIST_DIR, 'index.html'), 'utf8')).toMatch(
      /<link rel="preload" as="image" href="\/images\/hero\.svg" fetchPriority="high"\/>/,
    );
  });
});
