import { beforeAll, describe, expect, it } from 'vitest';
import type { Book, BookSeries } from '../../content/schemas';
import { seedContent, seedPlaceholders } from '../../content/seed/seed';
import {
  PIECE_BODY_MAX_BYTES,
  PIECE_REQUEST_MAX_BYTES,
  type Piece,
  type PieceVersionSummary,
  type SiteOverview,
} from '../../functions/contract/site-content';
import { pieceOf, valueAt } from '../../functions/core/site-content/checklist';
import { seedSiteContent } from '../../functions/core/site-content/seed';
import { markPublished, readSiteContent } from '../../functions/core/site-content/site-content';
import { deps } from '../../functions/lib/deps';
import { ADMIN_CLAIMS, invoke, type Invoked } from '../support/invoke';
import { resetSiteContent, siteContentSnapshot } from '../support/site-content';

/**
 * Her site's pieces through the real admin handlers against the worker's stack, which seeded them
 * at its start (infra/local/seed.ts): the overview and its launch checklist, saves by version (two
 * editors: the second is told, nothing is lost), new books, history and restore, and refusals in
 * words. The tests run in order: each starts from what the one before left.
 */

const AUTHOR_EMAIL = 'rowan@example.com';
const asAuthor = { ...ADMIN_CLAIMS, email: AUTHOR_EMAIL };

const overview = async () => {
  const reply = await invoke('getSiteOverview');
  expect(reply.status, reply.text).toBe(200);
  return reply.json<SiteOverview>();
};

const readPiece = async (kind: string, id: string) => {
  const reply = await invoke('getSitePiece', { params: { kind, id } });
  expect(reply.status, reply.text).toBe(200);
  return reply.json<Piece>();
};

const save = (kind: string, id: string, body: unknown, expectedVersion: number) =>
  invoke('saveSitePiece', { params: { kind, id }, body: { body, expectedVersion }, claims: asAuthor });

/** A refusal as the admin shows it: JSON with a sentence for a person (no field path in it), and the issues by field. */
function expectRefusal(reply: Invoked, status: number) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  const { message, issues } = reply.json<{ message: string; issues?: { path: string; message: string }[] }>();
  expect(message).toMatch(/^[A-Z“].{10,}[.?!]$/);
  expect(message).not.toMatch(/body\.|expectedVersion|undefined|ZodError/);
  return { message, issues: issues ?? [] };
}

const patient92 = seedContent.books.find((book) => book.id === 'patient-92')!;

describe('her site’s content', () => {
  beforeAll(resetSiteContent);

  it('starts from the seed: her details, her pages’ words, 13 books in their order, the series, the stories, and a checklist of every placeholder', async () => {
    const { pieces, checklist, publishedAt } = await overview();
    expect(pieces.map((piece) => `${piece.kind}/${piece.id}`)).toEqual([
      'site/author',
      'site/links',
      'site/emails',
      'page/home',
      'page/about',
      'page/dream-team',
      'page/house-hippo-words',
      'page/house-hippo',
      'page/terms',
      'page/privacy',
      ...seedContent.books.map((book) => `book/${book.id}`),
      ...seedContent.series.map((series) => `series/${series.id}`),
      ...seedContent.stories.map((story) => `story/${story.id}`),
    ]);
    expect(pieces.filter((piece) => piece.kind === 'book').map((piece) => piece.title)).toEqual(
      seedContent.books.map((book) => book.title),
    );
    expect(seedContent.books).toHaveLength(13);
    for (const piece of pieces) expect(piece).toMatchObject({ version: 1, savedBy: 'seed', publishedVersion: null });
    expect(publishedAt).toBeNull();
    expect(checklist).toHaveLength(seedPlaceholders.length);
    expect(checklist).toEqual(seedPlaceholders.map(({ piece, label }) => ({ ...pieceOf(piece), label })));

    // Publishing reads back exactly the seed; a second seed (a restart, or two at once) writes nothing.
    const { content, versions } = await readSiteContent(deps());
    expect(content).toEqual(seedContent);
    expect(Object.values(versions).every((version) => version === 1)).toBe(true);
    const before = await siteContentSnapshot();
    const again = await Promise.all([1, 2].map(() => seedSiteContent(deps(), seedContent, seedPlaceholders)));
    expect(again).toEqual([{ seeded: false }, { seeded: false }]);
    expect(await siteContentSnapshot()).toBe(before);
  });

  it('refuses a body its kind does not take with a message by each field, and writes nothing', async () => {
    const before = await siteContentSnapshot();
    const broken = { ...patient92, title: '', directPrice: 'free' };
    const refused = expectRefusal(await save('book', patient92.id, broken, 1), 400);
    expect(refused.issues.map((issue) => issue.path).sort()).toEqual(['body.directPrice', 'body.title']);

    const renamed = expectRefusal(
      await save('book', patient92.id, { ...patient92, id: 'patient-93', cover: '/covers/patient-93.svg' }, 1),
      400,
    );
    expect(renamed.issues).toEqual([{ path: 'body.id', message: renamed.message }]);
    expect(renamed.message).toMatch(/keeps the id it was created with/);

    const noSeries = expectRefusal(
      await save('book', patient92.id, { ...patient92, series: 'no-such-series' }, 1),
      400,
    );
    expect(noSeries.issues).toEqual([{ path: 'body.series', message: noSeries.message }]);
    expect(noSeries.message).toMatch(/There is no series called “no-such-series”/);

    expect(expectRefusal(await save('page', 'contact', { heading: 'Hi' }, 0), 404).message).toBe(
      'The site has no page called “contact”.',
    );
    expect(expectRefusal(await save('site', 'constructor', {}, 0), 404).message).toMatch(/no details called/);
    expectRefusal(await save('widget', 'x', {}, 0), 400);
    expect(await siteContentSnapshot()).toBe(before);
  });

  it('saves version 2 from version 1; a second save from version 1 is a 409 in words, and the first save stays', async () => {
    const first = await save('book', patient92.id, { ...patient92, caption: 'The first editor’s caption.' }, 1);
    expect(first.status, first.text).toBe(200);
    expect(first.json<PieceVersionSummary>()).toMatchObject({ version: 2, savedBy: AUTHOR_EMAIL });

    const before = await siteContentSnapshot();
    const second = await save('book', patient92.id, { ...patient92, caption: 'The second editor’s caption.' }, 1);
    expect(expectRefusal(second, 409).message).toBe(
      'This book was changed by another save since you opened it (now version 2). Copy your changes, reload, and apply them again.',
    );
    expect(await siteContentSnapshot()).toBe(before);

    const stored = await readPiece('book', patient92.id);
    expect(stored).toMatchObject({ version: 2, savedBy: AUTHOR_EMAIL, title: patient92.title });
    expect((stored.body as Book).caption).toBe('The first editor’s caption.');
  });

  it('adds a new book last (expectedVersion 0), and a second new book under the same id is refused', async () => {
    const series = seedContent.series[0]!;
    const book: Book = {
      ...patient92,
      id: 'the-fourteenth',
      title: 'The Fourteenth',
      cover: '/covers/the-fourteenth.svg',
      series: series.name,
      seriesOrder: series.bookIds.length + 1,
    };
    const reply = await save('book', book.id, book, 0);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json<PieceVersionSummary>().version).toBe(1);

    const books = (await overview()).pieces.filter((piece) => piece.kind === 'book');
    expect(books).toHaveLength(14);
    expect(books.at(-1)).toMatchObject({ id: book.id, title: 'The Fourteenth', version: 1, publishedVersion: null });
    const { content } = await readSiteContent(deps());
    expect(content.books.at(-1)).toEqual(book);

    expect(expectRefusal(await save('book', book.id, book, 0), 409).message).toMatch(
      /^There is already a book with the id “the-fourteenth” \(version 1\)/,
    );
    // A series is saved the same way, and its id is the one in its address.
    const newSeries: BookSeries = { ...series, id: 'a-new-series', name: 'A New Series', bookIds: [book.id] };
    expect((await save('series', newSeries.id, newSeries, 0)).status).toBe(200);
    expect((await overview()).pieces.filter((piece) => piece.kind === 'series').at(-1)).toMatchObject({
      id: 'a-new-series',
    });
  });

  it('saves a series’ books in a new order; refuses in words, by title, a book of another series, one listed twice, and none', async () => {
    const [veil, clinic] = seedContent.series as [BookSeries, BookSeries];
    const titleOf = (id: string) => seedContent.books.find((book) => book.id === id)!.title;
    const before = await siteContentSnapshot();
    const refusalOf = async (bookIds: string[]) => {
      const { message, issues } = expectRefusal(await save('series', veil.id, { ...veil, bookIds }, 1), 400);
      expect(issues).toEqual([{ path: 'body.bookIds', message: expect.any(String) as string }]);
      expect(message).not.toMatch(/[a-z]+-[a-z]+-/);
      return message;
    };
    expect(await refusalOf([...veil.bookIds, clinic.bookIds[0]!])).toBe(
      `“${titleOf(clinic.bookIds[0]!)}” is in the series “${clinic.name}” already, and a book is in one series: take it out of that one first.`,
    );
    expect(await refusalOf([veil.bookIds[0]!, veil.bookIds[0]!])).toMatch(/is listed twice/);
    expect(await refusalOf([])).toBe('A series lists at least one of your books: add one.');
    expect(await siteContentSnapshot()).toBe(before);

    const reordered = [...veil.bookIds].reverse();
    expect((await save('series', veil.id, { ...veil, bookIds: reordered }, 1)).status).toBe(200);
    const { content } = await readSiteContent(deps());
    expect(content.series.find((series) => series.id === veil.id)?.bookIds).toEqual(reordered);
  });

  it('lists every version newest first, and restores an old one as a new version (409 from a stale version)', async () => {
    const about = seedContent.pages.about;
    for (const [expectedVersion, heading] of [
      [1, 'About Rowan'],
      [2, 'About me'],
    ] as const) {
      const reply = await save('page', 'about', { ...about, heading }, expectedVersion);
      expect(reply.status, reply.text).toBe(200);
    }
    const history = await invoke('listSitePieceHistory', { params: { kind: 'page', id: 'about' } });
    expect(history.status, history.text).toBe(200);
    const versions = history.json<{ versions: PieceVersionSummary[] }>().versions;
    expect(versions.map((v) => [v.version, v.savedBy])).toEqual([
      [3, AUTHOR_EMAIL],
      [2, AUTHOR_EMAIL],
      [1, 'seed'],
    ]);

    const second = await invoke('getSitePieceVersion', { params: { kind: 'page', id: 'about', version: '2' } });
    expect(second.status, second.text).toBe(200);
    expect(second.json<{ body: typeof about }>().body.heading).toBe('About Rowan');
    expectRefusal(await invoke('getSitePieceVersion', { params: { kind: 'page', id: 'about', version: '9' } }), 404);

    const restore = (version: number, expectedVersion: number) =>
      invoke('restoreSitePiece', {
        params: { kind: 'page', id: 'about' },
        body: { version, expectedVersion },
        claims: asAuthor,
      });
    const restored = await restore(1, 3);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json<PieceVersionSummary>().version).toBe(4);
    expect((await readPiece('page', 'about')).body).toEqual(about);
    expect(expectRefusal(await restore(2, 3), 409).message).toMatch(/^This page was changed by another save/);
    expect(expectRefusal(await restore(7, 4), 404).message).toBe('This page has no version 7.');
  });

  it('answers malformed, oversized and wrongly typed requests with a 4xx and a message', async () => {
    const before = await siteContentSnapshot();
    const params = { kind: 'book', id: patient92.id };
    expectRefusal(await invoke('saveSitePiece', { params, body: '{"body": ' }), 400);
    expectRefusal(await invoke('saveSitePiece', { params, body: { body: 'x'.repeat(PIECE_REQUEST_MAX_BYTES) } }), 413);
    // Under the request's cap (a story's text fits it), over a book's.
    const heavy = { ...patient92, description: 'x'.repeat(PIECE_BODY_MAX_BYTES) };
    expect(
      expectRefusal(await invoke('saveSitePiece', { params, body: { body: heavy, expectedVersion: 1 } }), 400).message,
    ).toBe('This book is too long to save: at most 64 KB. Shorten its longest texts.');
    const typed = expectRefusal(
      await invoke('saveSitePiece', { params, body: { body: patient92, expectedVersion: 'two' } }),
      400,
    );
    expect(typed.message).toBe('Say which version you edited (0 for a new item).');
    expect(expectRefusal(await invoke('saveSitePiece', { params, body: { expectedVersion: 2 } }), 400).issues).toEqual([
      { path: 'body', message: 'Send the item’s content.' },
    ]);
    expectRefusal(await invoke('getSitePiece', { params: { kind: 'book', id: 'Not An Id' } }), 400);
    expectRefusal(await invoke('getSitePiece', { params: { kind: 'book', id: 'no-such-book' } }), 404);
    expectRefusal(await invoke('getSitePieceVersion', { params: { ...params, version: 'latest' } }), 400);
    expect(await siteContentSnapshot()).toBe(before);
  });

  it('shows what was published, and the checklist empties once every placeholder is hers', async () => {
    const { content, versions } = await readSiteContent(deps());
    await markPublished(deps(), content, versions, '2026-12-06T12:00:00.000Z');
    const published = await overview();
    expect(published.publishedAt).toBe('2026-12-06T12:00:00.000Z');
    expect(published.pieces.find((piece) => piece.id === patient92.id)?.publishedVersion).toBe(2);
    expect(content.books).toHaveLength(14);

    // Her real values, piece by piece, as the editor saves them.
    const pieces = [...new Set(seedPlaceholders.map((placeholder) => placeholder.piece))];
    for (const [n, key] of pieces.entries()) {
      const { kind, id } = pieceOf(key);
      const piece = await readPiece(kind, id);
      const body = structuredClone(piece.body) as Record<string, unknown>;
      for (const { path } of seedPlaceholders.filter((placeholder) => placeholder.piece === key)) {
        // An address, a video's YouTube id (its 11 characters), a story's own text (no longer a sample), else a link.
        const real =
          path.at(-1) === 'email'
            ? 'rowan@rowanashcroft.com'
            : key === 'page/house-hippo'
              ? `${path[0]}-video-id`.slice(0, 11).padEnd(11, '0')
              : kind === 'story'
                ? false
                : `https://her.example/${n}/${path.join('/')}`;
        const parent = valueAt(body, path.slice(0, -1)) as Record<string, unknown>;
        parent[path.at(-1)!] = real;
        // A book's purchase link is its Amazon page.
        if (kind === 'book' && path[0] === 'amazonLink') body.purchaseLink = real;
      }
      const reply = await save(kind, id, body, piece.version);
      expect(reply.status, `${key}: ${reply.text}`).toBe(200);
      expect((await overview()).checklist.some((entry) => `${entry.kind}/${entry.id}` === key)).toBe(false);
    }
    expect((await overview()).checklist).toEqual([]);
  });
});
