// CloudFront Function (JS runtime 2.0) of the site bucket's behaviour, for its viewer request and
// its viewer response. Deployed after the key value store's handle (`kvsHandle`: the pages published
// after the deploy), one line `var SITE = {...}` (the build's pages and top-level files,
// infra/edge/functions.ts) and origins.js; the local server runs the same text. ES5 and async
// functions only (JS runtime 2.0); under 10 KB.

// KVS keys are at most 512 bytes: a longer path names no page.
var MAX_KEY_LENGTH = 512;

// What publishing said of a page since the deploy, by its key in the published-pages store: '1'
// on the site (a new book's page too), '0' taken off it (a book she removed, built or not); null
// when it said nothing (no key: get throws) or the store is unreachable, which leaves the build's
// own list to decide, never a failed request.
async function publishedMark(page) {
  if (page.length > MAX_KEY_LENGTH) return null;
  try {
    return await kvsHandle.get(page);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the runtime wants the binding (ES5 syntax)
  } catch (e) {
    return null;
  }
}

// The object that answers a path: the admin shell for /admin/..., a page's index.html for /page
// and /page/, a file as is (S3 answers a missing one), and the 404 page for any other path.
async function siteObject(uri) {
  if (uri.indexOf(SITE.adminPrefix) === 0) return SITE.adminShell;
  if (SITE.files[uri] === 1) return uri;
  if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return uri;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  if (uri.indexOf('//') !== -1) return SITE.notFound;
  var mark = await publishedMark(page);
  if (mark === '1' || (mark !== '0' && SITE.pages[page] === 1)) return (page === '/' ? '' : page) + '/index.html';
  return SITE.notFound;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it
async function handler(event) {
  var request = event.request;
  if (event.context.eventType === 'viewer-response') {
    // The request's uri may be the viewer's or the rewritten one: both resolve to the 404 page.
    // Only a 200 becomes a 404: a 304 (revalidation) has no body to show.
    var response = event.response;
    if (response.statusCode === 200 && (await siteObject(request.uri)) === SITE.notFound) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    return response;
  }
  var object = await siteObject(request.uri);
  // The admin and the reader pages each on their own origin (origins.js); files on both.
  var redirect = redirectToItsOrigin(request, object === request.uri);
  if (redirect) return redirect;
  request.uri = object;
  return request;
}
