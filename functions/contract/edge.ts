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
