import { describe, expect, it } from 'vitest';
import { shortStories } from '../../content/seed/stories';
import { shortStory } from '../../functions/contract/stories';
import { invoke } from '../support/invoke';

describe('GET /api/short-stories', () => {
  it('serves every story as published (the seed’s, in this worker), featured first, in the contract shape, without their texts', async () => {
    const reply = await invoke('listShortStories');
    expect(reply.status).toBe(200);
    const stories = shortStory.array().parse(reply.json());
    expect(stories.map((s) => s.id).sort()).toEqual(shortStories.map((s) => s.id).sort());
    const firstNonFeatured = stories.findIndex((s) => !s.featured);
    expect(stories.slice(firstNonFeatured).every((s) => !s.featured)).toBe(true);
    expect(stories[0]!.featured).toBe(true);
    expect(reply.text).not.toContain('"paragraphs"');
  });
});
