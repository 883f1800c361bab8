import { createHash, timingSafeEqual } from 'node:crypto';
import { EDGE_HEADERS } from '../contract/edge';
import { ForbiddenError } from './errors';
import type { ApiEvent } from './reply';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses a request that did not come through CloudFront: only CloudFront adds the origin
 * secret, so a request without it was sent to the API's own execute-api address. (Comparing
 * digests keeps the comparison constant-time whatever the lengths.)
 */
export function requireDistribution(event: Pick<ApiEvent, 'headers'>, originSecret: string | undefined): void {
  if (originSecret === undefined) return;
  const sent = event.headers?.[EDGE_HEADERS.originSecret] ?? '';
  if (!timingSafeEqual(digest(sent), digest(originSecret))) {
    throw new ForbiddenError("This address does not serve the site. Please use the site's own address.");
  }
}

/**
 * The client a request came from, as per-client limits count clients: the viewer's address as
 * CloudFront saw it (a header its viewer-request function always overwrites, believed because
 * `requireDistribution` passed), else the caller's address as API Gateway saw it.
 */
export const clientOf = (event: Pick<ApiEvent, 'headers' | 'requestContext'>): string =>
  event.headers?.[EDGE_HEADERS.viewerAddress] || event.requestContext?.http?.sourceIp || 'unknown';
