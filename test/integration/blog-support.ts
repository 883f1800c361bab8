import { randomUUID } from 'node:crypto';
import type { BlogPost, BlogPostInput } from '../../functions/contract/blog';
import { invoke } from '../support/invoke';

/** A unique slug per test run, so test files sharing the table never meet. */
export const uniqueSlug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

export function postInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: 'Fog on the Welland Canal',
    slug: uniqueSlug('fog'),
    excerpt: 'What the canal keeps.',
    content: 'The fog came in off the water.\n\nAnd **nobody** spoke of it.',
    coverImage: null,
    category: 'Local Ghosts',
    tags: ['ghosts', 'welland'],
    isPublished: true,
    isFeatured: false,
    publishedDate: '2025-07-26',
    ...overrides,
  };
}

export async function createPost(overrides: Partial<BlogPostInput> = {}): Promise<BlogPost> {
  const reply = await invoke('createBlogPost', { body: postInput(overrides) });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${reply.text}`);
  return reply.json<BlogPost>();
}
