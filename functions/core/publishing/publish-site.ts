import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { REVALIDATED_CACHE_CONTROL } from '../../contract/edge';
import { indexedPagePaths } from '@content/page-table';
import { blogRoutes } from '../../contract/routes/blog';
import type { PublishReply, SiteContent } from '../../contract/site-content';
import { getPublishedMarks } from '../../entities/site-content';
import type { Deps } from '../../lib/deps';
import { eachAtMost } from '../../lib/each-at-most';
import { log } from '../../lib/log';
import { takeOutOfEdgeCache } from '../edge/reader-pages';
import { edgePathsOf, isPageKey, sitePathOf } from './site-keys';
import { markPublished, readSiteContent } from '../site-content/site-content';
import { booksOnSale } from '../sales/offers';
import { publishStories } from '../stories/publish-stories';

/** One file of the site as the renderer makes it (frontend/src/render/render-site.tsx). */
export interface SiteFile {
  body: string;
  contentType: string;
}

/**
 * Her whole site's files from her content, by their keys in the site bucket (`index.html`,
 * `books/index.html`, `covers/patient-92.svg`): the build's renderer. `onSale`: the ids of her
 * books on sale direct, the only ones given a Buy Direct button; `only`: just these pages (a
 * preview's one). May throw.
 */
export type RenderSite = (
  content: SiteContent,
  onSale: readonly string[],
  only?: readonly string[],
) => Promise<ReadonlyMap<string, SiteFile>>;

/** What the bucket holds at `key` now, or null. */
async function liveBody(deps: Pick<Deps, 's3' | 'siteBucket'>, key: string): Promise<string | null> {
  try {
    const object = await deps.s3.send(new GetObjectCommand({ Bucket: deps.siteBucket, Key: key }));
    return await object.Body!.transformToString();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** Books' pages come and go with her books: the one part of the bucket publishing sweeps. */
const BOOK_PAGES_PREFIX = 'books/';

/** The book pages the bucket holds (the build's, or an earlier publish's). */
async function bookPageKeys(deps: Pick<Deps, 's3' | 'siteBucket'>): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await deps.s3.send(
      new ListObjectsV2Command({ Bucket: deps.siteBucket, Prefix: BOOK_PAGES_PREFIX, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((object) => object.Key!).filter(isPageKey));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** Whether two lists of pages name the same pages, in any order. */
const samePages = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Publishes her site: reads every piece from the table, decides which books are on sale direct
 * (sold direct at a price, an EPUB linked in Books), renders every page from them with the
 * build's renderer, then writes only the files whose bytes changed, deletes the pages of books she
 * took off, and takes exactly those paths out of CloudFront's cache. Everything is rendered before anything is written, so a render that
 * fails leaves every live page as it was.
 */
export async function publishSite(
  deps: Pick<Deps, 'db' | 'table' | 's3' | 'siteBucket' | 'invalidateEdge' | 'markPages' | 'now'>,
  render: RenderSite,
): Promise<PublishReply> {
  const [{ content, versions }, before] = await Promise.all([readSiteContent(deps), getPublishedMarks(deps)]);
  const files = await render(content, await booksOnSale(deps, content));
  const keys = [...files.keys()];
  const live = await eachAtMost(keys, (key) => liveBody(deps, key));
  const changed = keys.filter((key, i) => live[i] !== files.get(key)!.body);
  await eachAtMost(changed, (key) => {
    const { body, contentType } = files.get(key)!;
    return deps.s3.send(
      new PutObjectCommand({
        Bucket: deps.siteBucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: REVALIDATED_CACHE_CONTROL,
      }),
    );
  });
  // A book she took off: its page leaves the bucket, and the edge's router is told, so its path is
  // the 404 page even where the build had it (a deploy uploads the build's pages again).
  const removed = (await bookPageKeys(deps)).filter((key) => !files.has(key));
  if (removed.length)
    await deps.s3.send(
      new DeleteObjectsCommand({ Bucket: deps.siteBucket, Delete: { Objects: removed.map((Key) => ({ Key })) } }),
    );
  await deps.markPages({ published: keys.filter(isPageKey).map(sitePathOf), removed: removed.map(sitePathOf) });
  await takeOutOfEdgeCache(deps, [...changed, ...removed].flatMap(edgePathsOf));
  const publishedAt = deps.now().toISOString();
  // The stories' texts first: the listing the content names them in never points at a text not there yet.
  await publishStories(deps, content.stories, versions, publishedAt);
  await markPublished(deps, content, versions, publishedAt);
  // The sitemap is a function's page, read from the marks just written and kept at the edge for
  // minutes: a page added takes it out too, after the marks, so the edge cannot keep the old list.
  if (!before || !samePages(before.pages, indexedPagePaths(content.books))) {
    await takeOutOfEdgeCache(deps, [blogRoutes.sitemap.path]);
  }
  log.info('Published her site', { files: files.size, changed: changed.length, removed: removed.length });
  return { publishedAt, changedPaths: [...changed, ...removed].map(sitePathOf) };
}
