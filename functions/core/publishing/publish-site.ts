import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { REVALIDATED_CACHE_CONTROL } from '../../contract/edge';
import { indexedPagePaths } from '@content/page-table';
import { blogRoutes } from '../../contract/routes/blog';
import type { PublishReply, SiteContent } from '../../contract/site-content';
import { getPublishedMarks } from '../../entities/site-content';
import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';
import { takeOutOfEdgeCache } from '../edge/reader-pages';
import { edgePathsOf, isPageKey, sitePathOf } from './site-keys';
import { markPublished, readSiteContent } from '../site-content/site-content';
import { booksOnSale } from '../sales/offers';

/** One file of the site as the renderer makes it (frontend/src/render/render-site.tsx). */
export interface SiteFile {
  body: string;
  contentType: string;
}

/**
 * Her whole site's files from her content, by their keys in the site bucket (`index.html`,
 * `books/index.html`, `covers/patient-92.svg`): the build's renderer. `onSale`: the ids of her
 * books on sale direct, the only ones given a Buy Direct button. May throw.
 */
export type RenderSite = (content: SiteContent, onSale: readonly string[]) => Promise<ReadonlyMap<string, SiteFile>>;

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

/** Whether two lists of pages name the same pages, in any order. */
const samePages = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Publishes her site: reads every piece from the table, decides which books are on sale direct
 * (sold direct at a price, an EPUB linked in Books), renders every page from them with the
 * build's renderer, then writes only the files whose bytes changed and takes exactly those paths
 * out of CloudFront's cache. Everything is rendered before anything is written, so a render that
 * fails leaves every live page as it was.
 */
export async function publishSite(
  deps: Pick<Deps, 'db' | 'table' | 's3' | 'siteBucket' | 'invalidateEdge' | 'registerPages' | 'now'>,
  render: RenderSite,
): Promise<PublishReply> {
  const [{ content, versions }, before] = await Promise.all([readSiteContent(deps), getPublishedMarks(deps)]);
  const files = await render(content, await booksOnSale(deps, content));
  const changed: string[] = [];
  for (const [key, file] of files) if ((await liveBody(deps, key)) !== file.body) changed.push(key);
  for (const key of changed) {
    const { body, contentType } = files.get(key)!;
    await deps.s3.send(
      new PutObjectCommand({
        Bucket: deps.siteBucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: REVALIDATED_CACHE_CONTROL,
      }),
    );
  }
  // Every page is named to the edge's router, so one the build never had (a new book's) is
  // served; the build's own are named too, which changes nothing.
  await deps.registerPages([...files.keys()].filter(isPageKey).map(sitePathOf));
  await takeOutOfEdgeCache(deps, changed.flatMap(edgePathsOf));
  const publishedAt = deps.now().toISOString();
  await markPublished(deps, content, versions, publishedAt);
  // The sitemap is a function's page, read from the marks just written and kept at the edge for
  // minutes: a page added takes it out too, after the marks, so the edge cannot keep the old list.
  if (!before || !samePages(before.pages, indexedPagePaths(content.books))) {
    await takeOutOfEdgeCache(deps, [blogRoutes.sitemap.path]);
  }
  log.info('Published her site', { files: files.size, changed: changed.length });
  return { publishedAt, changedPaths: changed.map(sitePathOf) };
}
