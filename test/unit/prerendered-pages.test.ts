import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderedPages, type PageFingerprint } from '../support/page-fingerprint';

/**
 * The prerendered pages read as they did before the code that makes them was reorganised (routes
 * by area, page views typed by route, content/site.ts split): each page's head tags, JSON-LD and
 * visible text, as `test/fixtures/prerendered-pages.json` holds them. The fixture is the build of
 * 49ed693; its head tags and JSON-LD are also those of ce9b7d8, and its text differs from that
 * commit's only in where the floating controls sit in the flow. The books' pages (`/books/<id>`)
 * were added to it when they were made, with /books's JSON-LD as they changed it: each Book's
 * `@id` and `url` are its page, and its `offers` a list (the bookstore's, and this site's for a book
 * sold direct). A change to what a page says is
 * made on purpose by writing the fixture again from a build:
 * `npm run build && UPDATE_PRERENDERED=1 npx vitest run test/unit/prerendered-pages.test.ts`.
 */
const DIST = 'frontend/dist';
const FIXTURE = 'test/fixtures/prerendered-pages.json';
if (process.env.UPDATE_PRERENDERED === '1')
  writeFileSync(FIXTURE, `${JSON.stringify(prerenderedPages(DIST), null, 2)}\n`);
const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, PageFingerprint>;

describe('the prerendered pages', () => {
  it('are built (npm run build)', () => {
    expect(existsSync(`${DIST}/index.html`), 'run `npm run build` first').toBe(true);
  });

  const built = existsSync(`${DIST}/index.html`) ? prerenderedPages(DIST) : {};
  it('are the same pages', () => {
    expect(Object.keys(built).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [page, before] of Object.entries(expected)) {
    it(`${page} keeps its head tags, JSON-LD and visible text`, () => {
      const now = built[page];
      expect(now?.head).toEqual(before.head);
      expect(now?.jsonLd).toEqual(before.jsonLd);
      expect(now?.text).toEqual(before.text);
    });
  }
});
