/**
 * Publishes one blog post like an author's into a running local stack (its PORT and DATA_DIR in
 * the environment) and prints its path, so the Lighthouse bench measures a post's page too: it is
 * a public route whose page a function writes. Run in a process of its own, so its AWS clients are
 * the stack's.
 */
import { blogPostInput } from '../functions/contract/blog';
import { createBlogPost } from '../functions/core/blog/posts';
import { deps } from '../functions/lib/deps';
import { applyLocalEnvironment, localSettings } from '../infra/local/settings';

const section = (heading: string, sentences: number) =>
  `## ${heading}\n\n` +
  Array.from(
    { length: sentences },
    (_, i) =>
      `The lock-keepers of the Welland Canal kept their logs in pencil, and sentence ${i + 1} of this part reads like one of them: weather, ships, the hour the fog came in.`,
  ).join(' ');

applyLocalEnvironment(localSettings());
process.env.LOG_LEVEL ??= 'silent';
const post = await createBlogPost(
  deps(),
  blogPostInput.parse({
    title: 'Fog on the Welland Canal',
    slug: 'fog-on-the-welland-canal',
    excerpt: 'What the lock-keepers saw in the winter of 1932, and how it became a book.',
    content: [
      section('The lock', 6),
      '> Nobody on the canal talks about the fog. They talk about what came out of it.',
      section('The logs', 8),
      '- a ship that passed Lock 3 twice in one night\n- a keeper who wrote the same line forty times\n- a lantern nobody carried',
      section('The book', 6),
    ].join('\n\n'),
    category: 'Local History',
    tags: ['canal', 'ghosts'],
    isPublished: true,
  }),
);
console.log(`/blog/${post.slug}`);
