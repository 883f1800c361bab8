import type { StripeApi } from './api';
import { StripeError, errorBody } from './errors';

/**
 * Stripe's idempotent requests (docs.stripe.com/api/idempotent_requests), as this stand-in obeys
 * them: a POST with an `Idempotency-Key` header is done once; a repeat with the same key and the
 * same parameters gets the first answer again (status and body, with `Idempotent-Replayed: true`)
 * and does nothing; the same key with other parameters or another endpoint is refused (400,
 * `idempotency_error`). An answer is kept only once the endpoint ran (a request refused for a
 * missing or invalid parameter keeps nothing, so it may be sent again corrected); keys are
 * forgotten after 24 hours.
 */
export const IDEMPOTENCY = { header: 'idempotency-key', replayedHeader: 'idempotent-replayed', keptHours: 24 } as const;

/** `api` with a memory of keys: a POST under an Idempotency-Key is run once, its answer replayed to a repeat. */
export function idempotentApi(api: StripeApi) {
  const idempotent = new Map<string, { endpoint: string; params: string; at: number; status: number; body: string }>();

  return function once(key: string, method: string, path: string, params: Record<string, unknown>) {
    const endpoint = `${method} ${path}`;
    const now = Date.now();
    for (const [kept, entry] of idempotent)
      if (now - entry.at > IDEMPOTENCY.keptHours * 3_600_000) idempotent.delete(kept);
    const sent = JSON.stringify(params);
    const kept = idempotent.get(key);
    if (kept) {
      if (kept.endpoint !== endpoint)
        throw new StripeError(
          400,
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${kept.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      if (kept.params !== sent)
        throw new StripeError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      return { status: kept.status, body: kept.body, replayed: true };
    }
    let answer: { status: number; body: string };
    try {
      answer = {
        status: 200,
        body: JSON.stringify(api(method, path, params), null, 2),
      };
    } catch (error) {
      if (!(error instanceof StripeError) || error.extra.code?.startsWith('parameter_')) throw error;
      answer = { status: error.status, body: errorBody(error) };
    }
    idempotent.set(key, { endpoint, params: sent, at: now, ...answer });
    return { ...answer, replayed: false };
  };
}
