/**
 * What CloudFront tells the API about a request, declared once for the edge (infra/edge: the
 * viewer-request function and the origin's custom headers) and the handlers (functions/lib).
 */
export const EDGE_HEADERS = {
  /**
   * The viewer's address (CloudFront's `event.viewer.ip`), which per-client limits count by. The
   * viewer-request function always overwrites a viewer-sent header of this name.
   */
  viewerAddress: 'x-viewer-address',
  /**
   * A secret CloudFront adds to every request it sends the API (an origin custom header). The
   * handlers refuse requests without it, so the API's own execute-api address serves nobody, and
   * the viewer address above can be believed.
   */
  originSecret: 'x-origin-verify',
} as const;

/**
 * How long the edge waits for the API, in seconds. API Gateway's HTTP API gives an integration 30 s
 * at most (fixed by AWS) and then answers 503 itself; CloudFront's origin read timeout for the API
 * (declared on its origin, infra/constructs/site.ts) is longer, so API Gateway's reply, or the
 * function's, always reaches the viewer rather than CloudFront's 504.
 */
export const EDGE_TIMEOUT_SECONDS = { apiGatewayIntegration: 30, apiOriginRead: 35 } as const;

/**
 * The Cache-Control of what never changes at its URL (content-hashed assets, her pictures'
 * content-addressed variants): browsers and CloudFront keep it a year without asking again.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * HTML and files under fixed names (pages, covers, config.json): browsers ask again on every visit
 * (an ETag makes that a 304), so a deploy or a publish shows at once.
 */
export const REVALIDATED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
