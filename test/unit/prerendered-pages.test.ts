import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { books } from '../../content/seed/books';
import { buildOrigin } from '../../frontend/scripts/build-origin';
import { describe, expect, it } from 'vitest';
import { prerenderedPages, type PageFingerprint } from '../support/page-fingerprint';

/**
 * The prerendered pages read as they did at ce9b7d8, before the code that makes them was
 * reorganised (routes by area, page views typed by route, content/site.ts split): each page's head
 * tags, JSON-LD and visible text, as `test/fixtures/prerendered-pages.json` holds that commit's
 * build. What has changed since on purpose is named below (CHANGES), each undone on the page as
 * built now before the comparison, so any other difference fails. The books' own pages
 * (`/books/<id>`) came later and are not in the fixture; test/unit/book-page.test.ts holds them.
 * The fixture is written from a checkout of ce9b7d8, built (`npm run build` there), by
 * `PRERENDERED_DIST=<that checkout>/frontend/dist UPDATE_PRERENDERED=1 npx vitest run test/unit/prerendered-pages.test.ts`.
 */
const DIST = 'frontend/dist';
const FIXTURE = 'test/fixtures/prerendered-pages.json';
if (process.env.UPDATE_PRERENDERED === '1')
  writeFileSync(FIXTURE, `${JSON.stringify(prerenderedPages(process.env.PRERENDERED_DIST ?? DIST), null, 2)}\n`);
const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, PageFingerprint>;

/** `text` with `now` put back to `before`; `now` must be in it (a change undone that is not there is a change gone). */
function undone(text: string, now: string, before = ''): string {
  expect(text, `expected to find: ${now}`).toContain(now);
  return text.replace(now, before);
}
/** Where the footer's text starts, on every page. */
const FOOTER = 'Rowan Ashcroft Rowan Ashcroft writes';

/** The origin ce9b7d8's pages were written on (then a constant of the content). */
const SITE = 'https://rowanashcroft.com';
/** The origin the build writes them on now: the deploy settings' domain, else a stand-in. */
const ORIGIN = buildOrigin();

/** `value` with every `now` put back to `before`, through its JSON (strings at any depth). */
const replacedIn = <T>(value: T, now: string, before: string): T =>
  JSON.parse(JSON.stringify(value).split(now).join(before)) as T;
type Offer = { url: string };
type Node = { '@type': string; '@id': string; url: string; offers: Offer | Offer[]; hasPart?: Node[] };

/** A book's address as ce9b7d8 wrote it, from its page's: its anchor on /books. */
const anchorOf = (page: string) => {
  expect(page).toMatch(new RegExp(`^${SITE}/books/[^/#]+$`));
  return page.replace(`${SITE}/books/`, `${SITE}/books#`);
};

/** A node of /books's JSON-LD as ce9b7d8 wrote it: a Book by its anchor, with its bookstore's offer only; a series naming its books so. */
function nodeBefore(node: Node): Node {
  if (node.hasPart)
    return { ...node, hasPart: node.hasPart.map((book) => ({ ...book, '@id': anchorOf(book['@id']) })) };
  if (node['@type'] !== 'Book') return node;
  expect(node.url).toBe(node['@id']);
  const [bookstore, ...direct] = node.offers as Offer[];
  for (const offer of direct) expect(offer.url).toBe(node.url);
  return { ...node, '@id': anchorOf(node['@id']), url: anchorOf(node.url), offers: bookstore! };
}

/** What has changed on purpose since ce9b7d8, each as the way back to that commit's page. */
const CHANGES: { what: string; pages: (path: string) => boolean; undo: (page: PageFingerprint) => PageFingerprint }[] =
  [
    {
      what: "the site's origin is the deployment's (build-origin.ts), no longer a constant of the content: canonical links, Open Graph, JSON-LD and the legal pages' host name are on it",
      pages: () => true,
      undo: (page) => {
        expect(JSON.stringify(page), `expected ${ORIGIN} on the page`).toContain(ORIGIN);
        const host = (origin: string) => new URL(origin).host;
        return {
          ...page,
          head: replacedIn(page.head, ORIGIN, SITE),
          jsonLd: replacedIn(page.jsonLd, ORIGIN, SITE),
          text: page.text.split(host(ORIGIN)).join(host(SITE)),
        };
      },
    },
    {
      what: 'the floating Free Stories button sits before the footer in the flow, no longer after it',
      pages: (path) => expected[path]!.text.endsWith(' Free Stories'),
      undo: (page) => ({ ...page, text: `${undone(page.text, `Free Stories ${FOOTER}`, FOOTER)} Free Stories` }),
    },
    {
      what: 'the privacy policy says how long AWS keeps its request logs',
      pages: (path) => path === '/privacy-policy',
      undo: (page) => ({
        ...page,
        text: undone(
          page.text,
          ' AWS logs each request to the site (the page or link asked for, your IP address and a description of your browser); we keep those logs for 7 days, to find faults and abuse, and then they are deleted.',
        ),
      }),
    },
    {
      what: 'the Dream Team form asks whether to send the newsletter too',
      pages: (path) => path === '/voss-trials',
      undo: (page) => ({
        ...page,
        text: undone(page.text, ' Also send me the newsletter (free stories and release news)'),
      }),
    },
    {
      what: "Buy Direct shows on a book on sale, which publishing decides (an EPUB linked to it): the build's /books, before any publish, shows none",
      pages: (path) => path === '/books',
      undo: (page) => ({
        ...page,
        text: books
          .filter((book) => book.directPurchaseAvailable)
          .reduce((text, book) => {
            const sample = `${book.caption.replace(/'/g, '&#x27;')} Read Sample (opens in a new tab)`;
            return undone(text, sample, `${sample} Buy Direct $${book.directPrice!.toFixed(2)}`);
          }, page.text),
      }),
    },
    {
      what: "each Book in /books's JSON-LD is its own page (@id, url), and its offers a list (the bookstore's, then this site's for a book sold direct)",
      pages: (path) => path === '/books',
      undo: (page) => ({
        ...page,
        jsonLd: (page.jsonLd as { '@graph': Node[] }[]).map((ld) => ({
          ...ld,
          '@graph': ld['@graph'].map(nodeBefore),
        })),
      }),
    },
  ];

const asAtStart = (path: string, page: PageFingerprint) =>
  CHANGES.filter((change) => change.pages(path)).reduce((before, change) => change.undo(before), page);

const BOOK_PAGE = /^\/books\/[^/]+$/;

describe('the prerendered pages', () => {
  it('are built (npm run build)', () => {
    expect(existsSync(`${DIST}/index.html`), 'run `npm run build` first').toBe(true);
  });

  const built = existsSync(`${DIST}/index.html`) ? prerenderedPages(DIST) : {};
  it('are the same pages, and the books’ own', () => {
    expect(
      Object.keys(built)
        .filter((path) => !BOOK_PAGE.test(path))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  for (const [path, before] of Object.entries(expected)) {
    it(`${path} keeps its head tags, JSON-LD and visible text, but for the changes named`, () => {
      const now = asAtStart(path, built[path]!);
      expect(now.head).toEqual(before.head);
      expect(now.jsonLd).toEqual(before.jsonLd);
      expect(now.text).toEqual(before.text);
    });
  }
});
