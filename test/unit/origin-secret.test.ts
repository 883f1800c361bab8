/**
 * Fail closed (issue 26): a function deployed without its origin secret (ORIGIN_SECRET) cannot
 * tell CloudFront's requests from anyone's, so it refuses every request with a 503 `{ message }`
 * instead of serving all of them. Locally the local settings always provide one.
 */
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_HEADERS } from '../../functions/contract/edge';
import { routes } from '../../functions/contract/routes';
import { apiGatewayEvent } from '../../infra/local/api-gateway-event';

type Handler = (event: unknown, context: Context) => Promise<{ statusCode?: number; body?: string }>;

describe('a function without its origin secret', () => {
  let handler: Handler;
  beforeAll(async () => {
    delete process.env.ORIGIN_SECRET;
    handler = (await import('../../functions/http/stories/public')).handlers.listShortStories as unknown as Handler;
  });

  it.each([
    ['with no secret header', {}],
    ['with a guessed secret', { [EDGE_HEADERS.originSecret]: 'a-guess' }],
  ])('refuses a request %s with 503 JSON, serving nothing', async (_, headers) => {
    const { method, path } = routes.listShortStories;
    const event = apiGatewayEvent({ route: { method, path }, rawPath: path, headers, viaDistribution: false });
    const result = await handler(event, { awsRequestId: 'test' } as Context);
    expect(result.statusCode, result.body).toBe(503);
    expect(JSON.parse(result.body!)).toEqual({ message: expect.stringMatching(/cannot answer/) });
  });
});
