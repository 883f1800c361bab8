/**
 * Named errors a domain function or handler may throw. The HTTP middleware maps each to its
 * status and replies `{ message }`; anything else becomes a 500 with a generic message.
 */
export class HttpError extends Error {
  /** Headers of the reply (Retry-After on a 429). */
  headers: Record<string, string> = {};
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, issues?: { path: string; message: string }[]) {
    super(400, message, issues);
  }
}
/** A zip that passed one of ZIP_BOUNDS (a zip bomb): refused like any file that is not a book, with how much it had unpacked when reading stopped. */
export class ZipBoundError extends HttpError {
  constructor(
    message: string,
    readonly inflatedBytes: number,
  ) {
    super(400, `${message}: it is not a book this site can read.`);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in as the author to do this.') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Your account is signed in but is not in the admin group.') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(413, `The request body is too large: the limit for this request is ${limitBytes} bytes.`);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(mediaType = 'application/json') {
    super(415, `Send the request body as ${mediaType} with the header Content-Type: ${mediaType}.`);
  }
}
export class TooManyRequestsError extends HttpError {
  /** With `retryAfterSeconds`, the reply says when to try again, in its message and its Retry-After header. */
  constructor(
    message = 'Too many requests from this address. Please wait a minute and try again.',
    retryAfterSeconds?: number,
  ) {
    super(429, message);
    if (retryAfterSeconds !== undefined) this.headers = { 'retry-after': String(retryAfterSeconds) };
  }

  static after(retryAfterSeconds: number): TooManyRequestsError {
    const wait =
      retryAfterSeconds <= 60
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
    return new TooManyRequestsError(
      `Too many requests from this address. Please wait ${wait} and try again.`,
      retryAfterSeconds,
    );
  }
}
export class NotConfiguredError extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

/**
 * A new deployment before its first publish (a few minutes of its first deploy, until the deploy's
 * publish writes her site): nothing of hers to answer with yet, so a reader is asked to come back.
 */
export class NotPublishedYetError extends HttpError {
  constructor() {
    super(503, 'The site is still being set up and opens within a few minutes. Please try again shortly.');
    this.headers = { 'retry-after': '60' };
  }
}
