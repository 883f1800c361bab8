import { z } from 'zod';

export const shortStory = z.object({
  id: z.string(),
  title: z.string(),
  genre: z.string(),
  description: z.string(),
  teaser: z.string(),
  /** Null when the story has no cover; the page draws a generated one. */
  coverImage: z.string().nullable(),
  featured: z.boolean(),
  editoriallyReviewed: z.boolean(),
  /** Link to the external manuscript-review service; absent or '#' means none. */
  reedyPromptsUrl: z.string().nullable(),
});
export type ShortStory = z.infer<typeof shortStory>;
