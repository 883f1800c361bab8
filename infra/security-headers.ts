/**
 * The response headers every page and API reply carries. CloudFront's response headers policy
 * and the local server are both built from this module, so a page behaves the same locally.
 */
export interface CspSources {
  /** Where the admin's browser talks to Cognito: the regional endpoint, or the local emulator. */
  cognitoOrigin: string;
  /**
   * Where the ebook is: the download button posts a form whose answer redirects to a presigned
   * URL there, and `form-action` governs that redirect too; the admin uploads EPUBs there.
   */
  ebookOrigins: string[];
  /** Stripe Checkout's hosted page: the Buy Direct form's answer redirects there (`form-action` again). */
  checkoutOrigin: string;
}

/** Where Stripe Checkout's hosted pages live in the cloud (a session's `url`). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** Privacy-enhanced YouTube embeds on the House Hippo page, loaded only on request. */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com'];

export function contentSecurityPolicy({ cognitoOrigin, ebookOrigins, checkoutOrigin }: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the toast library set style attributes; no script can come in through styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    // The author's EPUB uploads go straight to the ebook bucket (a presigned POST).
    `connect-src 'self' ${cognitoOrigin} ${ebookOrigins.join(' ')}`,
    `frame-src ${EMBED_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${[...ebookOrigins, checkoutOrigin].join(' ')}`,
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export const HSTS_MAX_AGE_SECONDS = 63072000; // two years, as hstspreload.org asks

/**
 * Which headers a behaviour of the distribution sends (infra/edge/declaration.ts says which):
 * - `reader`: the readers' pages, the same text for every reader, holding no session or token;
 * - `isolated`: the admin app (the author's Cognito session) and the API (its token pages and
 *   replies), which also get `Cross-Origin-Opener-Policy: same-origin`.
 *
 * Readers' pages go without COOP (docs/product-decisions.md has the figures): it moves
 * a page into a browsing context group of its own, which costs a phone a fresh renderer or
 * JavaScript context before the first paint, and on a page of public text there is nothing an
 * opener could reach that the same-origin policy does not already keep from it. Framing stays
 * refused everywhere (`frame-ancestors 'none'`, X-Frame-Options).
 */
export const HEADER_SETS = ['reader', 'isolated'] as const;
export type HeaderSet = (typeof HEADER_SETS)[number];

export interface HeaderOptions {
  https: boolean;
  set: HeaderSet;
}

export function securityHeaders(sources: CspSources, { https, set }: HeaderOptions): Record<string, string> {
  const csp = contentSecurityPolicy(sources);
  return {
    'content-security-policy': https ? csp : csp.replace('; upgrade-insecure-requests', ''),
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload` } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(set === 'isolated' ? { 'cross-origin-opener-policy': 'same-origin' } : {}),
  };
}
