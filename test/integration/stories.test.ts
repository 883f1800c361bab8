import { describe, expect, it } from 'vitest';
import { shortStories } from '../../content/stories';
import { shortStory } from '../../functions/contract/stories';
import { routes } from '../../functions/contract/routes';
import { handler } from '../../functions/http/stories/list-short-stories';
import { apiGatewayEvent } from '../../infra/local/api-gateway-event';

describe('GET /api/short-stories', () => {
  it('serves every story of the content, featured first, in the contract shape', async () => {
    const route = routes.listShortStories;
    const result = await handler(apiGatewayEvent({ route, rawPath: route.path }), {} as never);
    expect(result.statusCode).toBe(200);
    const stories = shortStory.array().parse(JSON.parse(result.body as string));
    expect(stories.map((s) => s.id).sort()).toEqual(shortStories.map((s) => s.id).sort());
    const firstNonFeatured = stories.findIndex((s) => !s.featured);
    expect(stories.slice(firstNonFeatured).every((s) => !s.featured)).toBe(true);
    expect(stories[0]!.featured).toBe(true);
  });
});
