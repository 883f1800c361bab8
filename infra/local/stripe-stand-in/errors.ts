/** Stripe's error replies (docs.stripe.com/api/errors): a status and `{ error: { type, message, code?, param? } }`. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }
}

export const missing = (param: string) =>
  new StripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
export const invalid = (param: string, message: string) =>
  new StripeError(400, message, { code: 'parameter_invalid_string', param });

export const errorBody = (error: StripeError) =>
  JSON.stringify({
    error: { type: error.extra.type ?? 'invalid_request_error', message: error.message, ...error.extra },
  });
