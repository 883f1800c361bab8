import { randomUUID } from 'node:crypto';

/**
 * Takes the reader pages a change touched out of CloudFront's cache (CreateInvalidation), so the
 * next reader gets them fresh instead of the copy CloudFront keeps for its s-maxage. Paths are
 * CloudFront's: a path, or a prefix ending in `*` (one path each, as CloudFront counts them).
 */
export type InvalidateEdge = (paths: readonly string[]) => Promise<void>;

/**
 * Against the site's distribution (env DISTRIBUTION_ID; locally the CloudFront API stand-in at env
 * CLOUDFRONT_ENDPOINT). The SDK client is loaded on first use, so no cold start reads it.
 * Unset (a function with no distribution to clear): nothing to do.
 */
export function edgeInvalidation(
  region: string,
  distributionId: string | undefined,
  endpoint: string | undefined,
): InvalidateEdge {
  if (!distributionId) return async () => {};
  let client: import('@aws-sdk/client-cloudfront').CloudFrontClient | undefined;
  return async (paths) => {
    if (!paths.length) return;
    const { CloudFrontClient, CreateInvalidationCommand } = await import('@aws-sdk/client-cloudfront');
    client ??= new CloudFrontClient({ region, ...(endpoint ? { endpoint } : {}) });
    await client.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: paths.length, Items: [...paths] } },
      }),
    );
  };
}
