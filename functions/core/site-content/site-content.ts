import { publicContentOf, siteContentSchema, type PublicSiteContent, type SiteContent } from '@content/schemas';
import { indexedPagePaths } from '@content/page-table';
import { listPieces, pieceKeyOf, putPublished, type PieceItem } from '../../entities/site-content';
import type { Db } from '../../entities/table';
import { titleOf } from './pieces';
import { inSiteOrder } from './read-pieces';

/** Each piece's version, by `<kind>/<id>`: what a publish rendered, recorded by `markPublished`. */
export type PieceVersions = Record<string, number>;

/**
 * Her whole site as one document, assembled from the pieces as they are now (books in /books's
 * order), with the version of each: what publishing renders. A piece the document has no place
 * for is left out; one it needs and lacks is an error (the seed writes them all).
 */
export async function readSiteContent(deps: Db): Promise<{ content: SiteContent; versions: PieceVersions }> {
  const stored = inSiteOrder(await listPieces(deps));
  // A piece she took off the site is kept in the table, not published; its version is, as taken off.
  const items = stored.filter((item) => !item.removed);
  const bodyOf = (kind: PieceItem['kind'], id: string) =>
    items.find((item) => item.kind === kind && item.id === id)?.body;
  const bodiesOf = (kind: PieceItem['kind']) => items.filter((item) => item.kind === kind).map((item) => item.body);
  const content = siteContentSchema.parse({
    author: bodyOf('site', 'author'),
    links: bodyOf('site', 'links'),
    emails: bodyOf('site', 'emails'),
    books: bodiesOf('book'),
    series: bodiesOf('series'),
    pages: Object.fromEntries(items.filter((item) => item.kind === 'page').map((item) => [item.id, item.body])),
    stories: bodiesOf('story'),
    removedBooks: stored
      .filter((item) => item.kind === 'book' && item.removed)
      .map((item) => ({ id: item.id, title: titleOf(item.kind, item.id, item.body) })),
  });
  const versions = Object.fromEntries(stored.map((item) => [pieceKeyOf(item.kind, item.id), item.version]));
  return { content, versions };
}

/**
 * Records what a publish made live: the content itself without the stories' texts (what the
 * functions read of her site; the texts are published apart, `publishStories`), each piece's
 * version then (the overview's publishedVersion), when, and its indexed pages (the sitemap's, analytics').
 */
export const markPublished = (deps: Db, content: PublicSiteContent, versions: PieceVersions, publishedAt: string) =>
  putPublished(deps, { versions, publishedAt, pages: indexedPagePaths(content.books) }, publicContentOf(content)).then(
    () => undefined,
  );
