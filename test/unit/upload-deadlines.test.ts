import { describe, expect, it } from 'vitest';
import { EDGE_TIMEOUT_SECONDS } from '../../functions/contract/edge';
import { UPLOAD_CHECK_SECONDS as T } from '../../functions/core/arc/upload-deadlines';

/**
 * An EPUB upload's check is a chain of waits (the validator, the route waiting for it, API Gateway
 * waiting for the route, CloudFront for API Gateway): each must end before the one that waits for
 * it, with room for the cold starts no timeout counts, or the author reads a 504 while her upload
 * is kept (or deleted) behind it. The stack's side (the template's timeouts) is held by
 * test/infra/wiring.test.ts.
 */
describe('the deadlines of an upload’s check', () => {
  it('are declared in order, each with room for what the next one counts and it does not', () => {
    expect(T.validatorTimeout + T.validatorColdStart).toBeLessThanOrEqual(T.validatorWait);
    expect(T.validatorWait + T.routeWork).toBeLessThanOrEqual(T.route);
    expect(T.route + T.routeColdStart).toBeLessThan(EDGE_TIMEOUT_SECONDS.apiGatewayIntegration);
    expect(EDGE_TIMEOUT_SECONDS.apiGatewayIntegration).toBe(30);
    expect(EDGE_TIMEOUT_SECONDS.apiOriginRead).toBeGreaterThan(EDGE_TIMEOUT_SECONDS.apiGatewayIntegration);
  });
});
