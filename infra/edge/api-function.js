// CloudFront Function (JS runtime 2.0, viewer request) of the behaviours whose origin is the API:
// /api/* and the pages a function renders. Deployed as is; the local server runs the same text.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  // `/blog/` falls in the `/blog/*` behaviour but means the prerendered list page `/blog`, which no
  // route renders: a GET of a path with a trailing slash is sent to the path without it.
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: uri.replace(/\/+$/, '') || '/' } } };
  }
  // Without a custom domain the handlers build links from the host the viewer used (the API
  // cannot be told the distribution's name: a dependency cycle). The origin request policy
  // forwards every viewer header but Host, so the Host is copied here, always overwriting a
  // viewer-sent x-forwarded-host.
  if (request.headers.host) {
    request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  } else {
    delete request.headers['x-forwarded-host'];
  }
  return request;
}
