import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Book, SiteContent } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { buildOrigin } from '../../frontend/scripts/build-origin';
import { RENDERER_DIR as SSR_DIR } from '../../frontend/scripts/renderer-dir';
import { pageFingerprint } from '../support/page-fingerprint';

/**
 * The site's one renderer as publishing runs it: the SSR bundle and the render kit `npm run build`
 * leaves in .build/renderer/, given a content other than the seed.
 */
type Entry = typeof import('../../frontend/src/entry-prerender');
type RenderKit = import('../../frontend/src/render/render-kit').RenderKit;

const DIST_DIR = fileURLToPath(new URL('../../frontend/dist/', import.meta.url));
const built = existsSync(join(SSR_DIR, 'entry-prerender.js')) && existsSync(join(SSR_DIR, 'render-kit.json'));
const entry = built ? ((await import(pathToFileURL(join(SSR_DIR, 'entry-prerender.js')).href)) as Entry) : undefined;
const kit = built ? (JSON.parse(readFileSync(join(SSR_DIR, 'render-kit.json'), 'utf8')) as RenderKit) : undefined;

/** The origin the build rendered its pages on, which the renders here are on too. */
const SITE_URL = buildOrigin();

const render = async (content: SiteContent) => {
  const files = await entry!.renderSite(content, kit!, { siteUrl: SITE_URL });
  return (key: string) => {
    const file = files.get(key);
    if (!file) throw new Error(`renderSite wrote no ${key}`);
    return file.body;
  };
};
type JsonLd = Record<string, unknown>;
const graphOf = (html: string) =>
  (pageFingerprint(html).jsonLd as JsonLd[]).flatMap((doc) => doc['@graph'] as JsonLd[]);
const seedBook = (id: string) => seedContent.books.find((book) => book.id === id)!;

/** A book she adds in /admin: no file of `npm run art` is its. */
const fourteenth: Book = {
  ...seedBook('voss-trials'),
  id: 'the-lock-keeper',
  title: 'The Lock Keeper',
  subtitle: null,
  caption: 'A canal, a keeper and the one boat that never passes through.',
  cover: '/covers/the-lock-keeper.svg',
};

describe('renderSite', () => {
  it('is built (npm run build)', () => {
    expect(built, 'run `npm run build` first').toBe(true);
  });

  it.runIf(built)(
    'renders the seed as the build wrote it (but the short stories’ data, stamped with its time)',
    async () => {
      const files = await entry!.renderSite(seedContent, kit!, { siteUrl: SITE_URL });
      for (const [key, file] of files) {
        if (key === 'short-stories/index.html') continue;
        expect(file.body, key).toBe(readFileSync(join(DIST_DIR, key), 'utf8'));
      }
    },
  );

  it.runIf(built)('renders only the pages asked for, as a preview asks for one: the same bytes', async () => {
    const files = await entry!.renderSite(seedContent, kit!, { siteUrl: SITE_URL, only: ['/books/patient-92'] });
    expect([...files.keys()]).toEqual(['books/patient-92/index.html']);
    expect(files.get('books/patient-92/index.html')!.body).toBe(
      readFileSync(join(DIST_DIR, 'books/patient-92/index.html'), 'utf8'),
    );
  });

  it.runIf(built)(
    'renders a 14th book: its page, its card and JSON-LD on /books, and its generated cover',
    async () => {
      const file = await render({ ...seedContent, books: [...seedContent.books, fourteenth] });

      const page = file('books/the-lock-keeper/index.html');
      expect(page).toContain('<title>The Lock Keeper | Rowan Ashcroft</title>');
      expect(page).toContain(fourteenth.caption);
      // No WebP renditions were made for it: its page shows the SVG publishing writes.
      expect(page).toMatch(
        /<img src="\/covers\/the-lock-keeper\.svg" width="400" height="600" alt="Cover of The Lock Keeper"/,
      );
      expect(graphOf(page).find((node) => node['@type'] === 'Book')).toMatchObject({ name: 'The Lock Keeper' });

      const books = file('books/index.html');
      expect(books).toContain('<a href="/books/the-lock-keeper"');
      expect(books).toContain('content="All 14 books by Rowan Ashcroft');
      const listed = graphOf(books).filter((node) => node['@type'] === 'Book');
      expect(listed.map((node) => node.name)).toHaveLength(14);
      expect(listed.at(-1)).toMatchObject({
        '@id': `${SITE_URL}/books/the-lock-keeper`,
        image: `${SITE_URL}/covers/the-lock-keeper.svg`,
      });

      const cover = file('covers/the-lock-keeper.svg');
      expect(cover).toMatch(/^<svg[^>]*viewBox="0 0 400 600"/);
      expect(cover).toContain('>The Lock</text>');
      // A seed book's cover is the very drawing `npm run art` made (its renditions are of it).
      expect(file('covers/genesis.svg')).toBe(readFileSync('frontend/public/covers/genesis.svg', 'utf8'));
    },
  );

  it.runIf(built)(
    'shows a cover she uploaded with its size and srcset, on /books and its page, and in JSON-LD',
    async () => {
      const picture = {
        imageId: 'cover-1',
        variants: [
          { src: '/media/3f9a-320x480.webp', width: 320, height: 480 },
          { src: '/media/3f9a-1200x1800.webp', width: 1200, height: 1800 },
        ],
      };
      const books = seedContent.books.map((book) => (book.id === 'genesis' ? { ...book, coverImage: picture } : book));
      const file = await render({ ...seedContent, books });
      const img =
        /<img src="\/media\/3f9a-1200x1800\.webp" srcSet="\/media\/3f9a-320x480\.webp 320w, \/media\/3f9a-1200x1800\.webp 1200w" sizes="[^"]+" width="1200" height="1800" alt="Cover of Genesis"/;
      expect(file('books/genesis/index.html')).toMatch(img);
      expect(file('books/index.html')).toMatch(img);
      expect(file('books/index.html')).not.toContain('/covers/genesis-');
      const book = graphOf(file('books/genesis/index.html')).find((node) => node['@type'] === 'Book');
      expect(book?.image).toBe(`${SITE_URL}/media/3f9a-1200x1800.webp`);
    },
  );

  it.runIf(built)('draws the About page, the chrome and the author from the content', async () => {
    const about = seedContent.pages.about;
    const file = await render({
      ...seedContent,
      pages: { ...seedContent.pages, about: { ...about, intro: 'I write by the canal, mostly at night.' } },
      links: { ...seedContent.links, tipJar: { ...seedContent.links.tipJar, href: 'https://ko-fi.com/her' } },
    });
    const page = file('about/index.html');
    expect(page).toContain('I write by the canal, mostly at night.');
    expect(page).not.toContain(about.intro);
    // The nav's tip jar, on every page.
    expect(file('index.html')).toContain('href="https://ko-fi.com/her"');
    expect(file('index.html')).not.toContain(seedContent.links.tipJar.href);
  });
});
