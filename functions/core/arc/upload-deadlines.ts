/**
 * How long each link of an upload's check may take, in seconds, declared once for the stack (the
 * validator's timeout, the upload routes' timeout) and the route (how long it waits for the
 * validator). Each link ends before the one that waits for it, with room for what its timeout does
 * not count, so the author's reply (kept, refused, or kept with "EPUBCheck could not run") always
 * arrives before API Gateway and CloudFront give up (`EDGE_TIMEOUT_SECONDS`, functions/contract/edge.ts): an upload is never
 * kept or deleted behind a 504 she cannot read. `test/unit/upload-deadlines.test.ts` holds the order.
 */
export const UPLOAD_CHECK_SECONDS = {
  /** The validator function's own timeout: the JVM's start and EPUBCheck on a book of up to 30 MB. */
  validatorTimeout: 14,
  /** A validator's cold start, which its timeout does not count: the image's pull and the runtime's start. */
  validatorColdStart: 6,
  /** The route stops waiting for the validator then, and keeps the upload with its structural checks. */
  validatorWait: 20,
  /** The route's own work beside the wait: reading the upload (30 MB at most), its structure, writing the book's file and item. */
  routeWork: 5,
  /** The upload routes' run time (`ROUTE_TIMEOUTS`, infra/constructs/api.ts). */
  route: 25,
  /** The route function's cold start, which API Gateway counts and the function's timeout does not. */
  routeColdStart: 3,
} as const;
