// Shared by the CloudFront Functions (JS runtime 2.0), before each one's own code, after the line
// `var ORIGINS = {...}` (infra/edge/functions.ts): the admin's own origin and the readers', or null
// when the site has only one. The admin's origin serves the admin (its shell at ORIGINS.adminPath
// and below), the API (ORIGINS.apiPrefix) and the build's files (the shell's scripts); the readers'
// serves everything but the admin. Each answers what the other serves with a redirect there, so
// a reader page never shares an origin, and so storage, with the admin's tokens. ES5 only.

function hostOf(origin) {
  return origin.slice(origin.indexOf('//') + 2);
}

// The redirect to the origin that serves this request's path, or null when this one does.
// `isFile`: a file of the build, which both origins serve.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the function after it calls it
function redirectToItsOrigin(request, isFile) {
  if (!ORIGINS) return null;
  var uri = request.uri;
  var onAdmin =
    request.headers.host !== undefined && request.headers.host.value.toLowerCase() === hostOf(ORIGINS.admin);
  var target = null;
  if (uri === ORIGINS.adminPath || uri.indexOf(ORIGINS.adminPath + '/') === 0) {
    if (!onAdmin) target = ORIGINS.admin;
  } else if (onAdmin && !isFile && uri.indexOf(ORIGINS.apiPrefix) !== 0) target = ORIGINS.reader;
  if (target === null) return null;
  var query = [];
  for (var name in request.querystring) query.push(name + '=' + request.querystring[name].value);
  return {
    statusCode: ORIGINS.redirectStatus,
    statusDescription: 'Permanent Redirect',
    headers: { location: { value: target + uri + (query.length ? '?' + query.join('&') : '') } },
  };
}
