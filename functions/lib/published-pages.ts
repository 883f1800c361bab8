/**
 * Names the pages publishing added to the published-pages store (CloudFront's key value store
 * that the site functions read, infra/edge/site-function.js), so a page the build never had (a
 * new book's) is routed like a built one. One key per page path; putting a key again changes
 * nothing a reader sees.
 */
export type RegisterPages = (pagePaths: readonly string[]) => Promise<void>;

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
): RegisterPages {
  if (!storeArn) return async () => {};
  return async (pagePaths) => {
    if (!pagePaths.length) return;
    await import('@aws-sdk/signature-v4a');
    const { CloudFrontKeyValueStoreClient, DescribeKeyValueStoreCommand, UpdateKeysCommand } =
      await import('@aws-sdk/client-cloudfront-keyvaluestore');
    // The service's endpoint rules put the account's id before the host; the local stand-in is one host.
    const client = new CloudFrontKeyValueStoreClient({
      region,
      ...(endpoint ? { endpointProvider: () => ({ url: new URL(endpoint) }) } : {}),
    });
    let { ETag: etag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: storeArn }));
    for (let i = 0; i < pagePaths.length; i += CHANGES_PER_CALL) {
      const puts = pagePaths.slice(i, i + CHANGES_PER_CALL).map((path) => ({ Key: path, Value: '1' }));
      ({ ETag: etag } = await client.send(new UpdateKeysCommand({ KvsARN: storeArn, IfMatch: etag, Puts: puts })));
    }
    client.destroy();
  };
}
