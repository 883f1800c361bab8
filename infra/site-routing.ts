/**
 * Which built file answers a site path (not the API), in one place: CloudFront's viewer-request
 * function is generated from these constants, and the local server applies the same rule.
 */

/** The admin area is one app shell (no prerendered pages): the React router shows the screen. */
export const ADMIN_PREFIX = '/admin/';
/** The admin shell prerender writes (frontend/scripts/prerender.ts), with an empty #root. */
export const ADMIN_SHELL = '/admin/index.html';

/** True for a path the admin shell answers (`/admin/downloads`, `/admin/blog/x/edit`). */
export const isAdminPath = (uri: string) => uri.startsWith(ADMIN_PREFIX);

/**
 * CloudFront Function (viewer request, default behaviour): anything under `/admin/` is the admin
 * shell (deep links load with status 200); `/path` and `/path/` are the prerendered
 * `path/index.html`; anything with an extension (assets, `/config.json`, `/404.html`) as is.
 */
export const PRETTY_URLS = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf(${JSON.stringify(ADMIN_PREFIX)}) === 0) {
    request.uri = ${JSON.stringify(ADMIN_SHELL)};
  } else if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
  } else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) {
    request.uri = uri + '/index.html';
  }
  return request;
}`;
