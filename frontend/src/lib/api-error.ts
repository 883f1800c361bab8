/** A non-OK reply from the API; `message` is the reply's human message when it has one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** The reply's own `message`, when it had one (undefined for a network failure or a bare status). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
