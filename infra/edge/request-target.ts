/**
 * What a request must be before the local edge routes it: a path (origin form) of at most
 * CloudFront's 8,192 bytes, valid percent-encoding without control characters, and a Host that is
 * a host name. Anything else gets a 4xx, never an exception in the server.
 */

/** CloudFront's limit on a request's URL. */
export const MAX_URL_BYTES = 8192;

export type RequestTarget = { path: string; query: string } | { status: number; message: string };

const decodes = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

export function parseRequestTarget(url: string | undefined): RequestTarget {
  if (!url?.startsWith('/')) return { status: 400, message: 'Bad request: the request target must be a path.' };
  if (Buffer.byteLength(url) > MAX_URL_BYTES)
    return { status: 414, message: `URI too long: at most ${MAX_URL_BYTES} bytes.` };
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const decoded = decodes(path);
  if (decoded === null || decodes(query.replace(/\+/g, ' ')) === null) {
    return { status: 400, message: 'Bad request: the URL is not valid percent-encoding.' };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded))
    return { status: 400, message: 'Bad request: the path holds a control character.' };
  return { path, query };
}

/** A DNS name or an IP literal, with an optional port; absent only in HTTP/1.0 (Node requires it in 1.1). */
export function validHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  return /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(
    host,
  );
}
