import { createHash, timingSafeEqual } from 'node:crypto';
import { EDGE_HEADERS } from '../contract/edge';
import { ForbiddenError, NotConfiguredError } from './errors';
import type { ApiEvent } from './reply';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses a request that did not come through CloudFront: only CloudFront adds the origin
 * secret, so a request without it was sent to the API's own execute-api address. (Comparing
 * digests keeps the comparison constant-time whatever the lengths.) Without a secret to compare
 * with (a function deployed without ORIGIN_SECRET) every request is refused: fail closed. Locally
 * the local settings provide one (infra/local/settings.ts).
 */
export function requireDistribution(event: Pick<ApiEvent, 'headers'>, originSecret: string | undefined): void {
  if (originSecret === undefined)
    throw new NotConfiguredError('The site cannot answer this request right now. Please try again later.');
  const sent = event.headers?.[EDGE_HEADERS.originSecret] ?? '';
  if (!timingSafeEqual(digest(sent), digest(originSecret))) {
    throw new ForbiddenError("This address does not serve the site. Please use the site's own address.");
  }
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The eight hextets of an IPv6 address (`::` expanded, a dotted IPv4 tail as two), or null. */
function hextetsOf(address: string): number[] | null {
  let text = address;
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  return all.every((h) => /^[0-9a-f]{1,4}$/.test(h)) ? all.map((h) => parseInt(h, 16)) : null;
}

/**
 * The key per-client limits count a viewer address by: an IPv4 address as it is; an IPv6 address
 * by its /64 (one subscriber line or host holds a whole /64, so counting single addresses would
 * give one client 2^64 allowances), written as its first four hextets; an IPv4-mapped IPv6
 * address (`::ffff:198.51.100.7`) as the IPv4 address it is. Anything else, lower-cased.
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, '');
  if (IPV4.test(text)) return text;
  const hextets = text.includes(':') ? hextetsOf(text) : null;
  if (!hextets) return address.trim().toLowerCase();
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return [hextets[6]! >> 8, hextets[6]! & 0xff, hextets[7]! >> 8, hextets[7]! & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/**
 * The client a request came from, as per-client limits count clients (see `clientKey`): the
 * viewer's address as CloudFront saw it (a header its viewer-request function always overwrites,
 * believed because `requireDistribution` passed), else the caller's address as API Gateway saw it.
 */
export const clientOf = (event: Pick<ApiEvent, 'headers' | 'requestContext'>): string =>
  clientKey(event.headers?.[EDGE_HEADERS.viewerAddress] || event.requestContext?.http?.sourceIp || 'unknown');

/**
 * The IPv6 /48 a client key (`clientKey`) of an IPv6 /64 belongs to, written as its first three
 * hextets (`2001:db8:a::/48`): the wider network per-client budgets also count, as one customer
 * holds a whole /48. Undefined for an IPv4 client (or anything else), which has no wider network.
 */
export function networkOf(client: string): string | undefined {
  const match = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(client);
  return match ? `${match[1]}::/48` : undefined;
}
