// CloudFront Function (JS runtime 2.0, viewer request) of the behaviours whose origin is the API:
// /api/* and the pages a function renders. Deployed after origins.js; the local server runs the same text.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  // On the admin's own origin only the API is served here; reader pages are the readers' (origins.js).
  var redirect = redirectToItsOrigin(request, false);
  if (redirect) return redirect;
  // `/blog/` falls in the `/blog/*` behaviour but means the prerendered list page `/blog`, which no
  // route renders: a GET of a path with a trailing slash is sent to the path without it.
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri.replace(/\/+$/, '') || '/' } },
    };
  }
  // Per-client limits count by the viewer's address as CloudFront saw it, never by what the viewer
  // claims: a viewer-sent header of the same name is overwritten.
  request.headers[EDGE_HEADERS.viewerAddress] = { value: event.viewer.ip };
  return request;
}
