/**
 * Tells the published-pages store (CloudFront's key value store that the site functions read,
 * infra/edge/site-function.js) which pages are on the site and which publishing took off: one key
 * per page path, '1' for a page published (so one the build never had, a new book's, is routed
 * like a built one), '0' for one taken off (a book she removed: the 404 page, even where the build
 * had it). Putting a key again changes nothing a reader sees.
 */
export type MarkPages = (pages: { published: readonly string[]; removed: readonly string[] }) => Promise<void>;

/** A page's mark in the store, as the site functions read it. */
export const PAGE_MARKS = { published: '1', removed: '0' } as const;

/** CloudFront's most changes in one UpdateKeys. */
const CHANGES_PER_CALL = 50;

/**
 * Against the store `storeArn` (env PUBLISHED_PAGES_STORE_ARN; locally the CloudFront stand-in at
 * env CLOUDFRONT_ENDPOINT). The client signs with SigV4a, as the KVS API requires; both are loaded
 * on first use, by the publisher only. Unset (no store): nothing to do.
 */
export function publishedPagesStore(
  region: string,
  storeArn: string | undefined,
  endpoint: string | undefined,
): MarkPages {
  if (!storeArn) return async () => {};
  return async ({ published, removed }) => {
    const marks = [
      ...published.map((path) => ({ Key: path, Value: PAGE_MARKS.published })),
      ...removed.map((path) => ({ Key: path, Value: PAGE_MARKS.removed })),
    ];
    if (!marks.length) return;
    await import('@aws-sdk/signature-v4a');
    const { CloudFrontKeyValueStoreClient, DescribeKeyValueStoreCommand, UpdateKeysCommand } =
      await import('@aws-sdk/client-cloudfront-keyvaluestore');
    // The service's endpoint rules put the account's id before the host; the local stand-in is one host.
    const client = new CloudFrontKeyValueStoreClient({
      region,
      ...(endpoint ? { endpointProvider: () => ({ url: new URL(endpoint) }) } : {}),
    });
    let { ETag: etag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: storeArn }));
    for (let i = 0; i < marks.length; i += CHANGES_PER_CALL) {
      const puts = marks.slice(i, i + CHANGES_PER_CALL);
      ({ ETag: etag } = await client.send(new UpdateKeysCommand({ KvsARN: storeArn, IfMatch: etag, Puts: puts })));
    }
    client.destroy();
  };
}
