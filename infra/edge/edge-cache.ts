/**
 * CloudFront's edge cache on this machine: what it keeps of an origin's reply, for how long, and
 * what an invalidation takes away, so that a page published to the site bucket, or changed by a
 * function, shows locally when and only when it would in the cloud.
 */
import { CACHE_POLICIES, type CachePolicyId, type CachePolicyDeclaration } from './declaration';
import type { OriginReply } from './local-edge';

/** The TTLs of the AWS managed cache policies the declaration names (CloudFront guide, managed cache policies). */
const MANAGED_TTLS = {
  CACHING_OPTIMIZED: { minTtlSeconds: 1, defaultTtlSeconds: 86_400, maxTtlSeconds: 31_536_000 },
  CACHING_DISABLED: { minTtlSeconds: 0, defaultTtlSeconds: 0, maxTtlSeconds: 0 },
} as const;

type Ttls = { minTtlSeconds: number; defaultTtlSeconds: number; maxTtlSeconds: number };

const ttlsOf = (policy: CachePolicyDeclaration): Ttls => (policy.managed ? MANAGED_TTLS[policy.managed] : policy);

/** Statuses CloudFront keeps as the TTLs say (CloudFront guide, "HTTP status codes that CloudFront caches"). */
const CACHED_STATUSES = new Set([200, 203, 300, 301, 410]);
/** Error statuses CloudFront keeps for its error caching minimum TTL when the origin sets no Cache-Control. */
const CACHED_ERRORS = new Set([400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504]);
const ERROR_CACHING_MIN_TTL_SECONDS = 10;

/**
 * How many seconds CloudFront keeps a reply under a policy (CloudFront guide, "Manage how long content
 * stays in the cache"): `s-maxage` before `max-age`, held between the policy's minimum and maximum;
 * `no-store`, `no-cache` or `private` keep it only for a minimum above 0; no Cache-Control, the default.
 */
export function edgeTtlSeconds(
  policy: CachePolicyDeclaration,
  status: number,
  cacheControl: string | undefined,
): number {
  const { minTtlSeconds, defaultTtlSeconds, maxTtlSeconds } = ttlsOf(policy);
  if (maxTtlSeconds === 0) return 0;
  const isError = CACHED_ERRORS.has(status);
  if (!CACHED_STATUSES.has(status) && !isError) return 0;
  const directives = new Map(
    (cacheControl ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase().split('='))
      .filter(([name]) => name)
      .map(([name, value]) => [name!, value] as const),
  );
  if (['no-store', 'no-cache', 'private'].some((d) => directives.has(d))) return minTtlSeconds;
  const stated = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  if (!Number.isFinite(stated)) return isError ? ERROR_CACHING_MIN_TTL_SECONDS : defaultTtlSeconds;
  return Math.min(Math.max(stated, minTtlSeconds), maxTtlSeconds);
}

/**
 * Whether an invalidation path takes a cached path away: the same path, case-sensitive, or, for a
 * path ending in `*`, every path it begins. The cache key is the URI after the viewer-request
 * function, so a publisher invalidates both the viewer's path and the object's (as the CloudFront
 * guide recommends for a function that changes the URI).
 */
export const invalidates = (invalidationPath: string, cachedPath: string) =>
  invalidationPath.endsWith('*')
    ? cachedPath.startsWith(invalidationPath.slice(0, -1))
    : cachedPath === invalidationPath;

interface Entry {
  reply: OriginReply;
  expiresAtMs: number;
}

export interface EdgeCache {
  /** The kept reply for a path under a policy, fresh; or what the origin answers (then kept as its TTL says). */
  fetch(policyId: CachePolicyId, path: string, origin: () => Promise<OriginReply>): Promise<OriginReply>;
  /** CreateInvalidation: takes away every kept reply the paths name. Returns how many it took. */
  invalidate(paths: readonly string[]): number;
}

/** One distribution's cache; `nowMs` is the clock the tests move (no real time passes in a test). */
export function createEdgeCache(nowMs: () => number = Date.now): EdgeCache {
  const entries = new Map<string, Entry>();
  return {
    async fetch(policyId, path, origin) {
      // Only the path is in the cache key of each policy the declaration uses (no query, header or cookie).
      const key = `${policyId} ${path}`;
      const kept = entries.get(key);
      if (kept && kept.expiresAtMs > nowMs()) return kept.reply;
      const reply = await origin();
      const header = reply.headers['cache-control'];
      const ttl = edgeTtlSeconds(
        CACHE_POLICIES[policyId],
        reply.status,
        Array.isArray(header) ? header.join(',') : header,
      );
      if (ttl > 0) entries.set(key, { reply, expiresAtMs: nowMs() + ttl * 1000 });
      else entries.delete(key);
      return reply;
    },
    invalidate(paths) {
      let taken = 0;
      for (const key of [...entries.keys()]) {
        const path = key.slice(key.indexOf(' ') + 1);
        if (paths.some((p) => invalidates(p, path))) {
          entries.delete(key);
          taken++;
        }
      }
      return taken;
    },
  };
}
