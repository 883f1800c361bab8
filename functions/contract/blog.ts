import * as z from 'zod';
import { READING_CHARS_PER_MINUTE } from './constants';
import { isMediaPath } from './images';

/**
 * Blog posts (docs/SPEC.md §3, §5): the editor's input, the post as the API returns it, and the slug rule
 * both sides share. No AWS or Node imports: the frontend's editor imports this module.
 */

/** Bounds of the editor's fields (not in the spec: chosen so a long post fits, a silly one does not). */
export const BLOG_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 500,
  /** About 15,000 words: a reading time of 100 minutes. */
  content: 100_000,
  category: 60,
  tags: 20,
  tag: 40,
  url: 2048,
} as const;

/** A create or update body with the longest content still fits (multi-byte text, JSON escapes). */
export const BLOG_BODY_MAX_BYTES = 256 * 1024;

/** Lower-case letters and digits in runs joined by single hyphens: `my-first-post`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The spec's slug rule (§5): lower-case, each run of non-alphanumeric characters becomes one
 * hyphen, leading and trailing hyphens trimmed. Accents are dropped first ("Café" → "cafe") so
 * slugs stay plain ASCII in URLs; the result is cut to the slug limit at a word boundary.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length <= BLOG_LIMITS.slug
    ? slug
    : slug
        .slice(0, BLOG_LIMITS.slug)
        .replace(/-[^-]*$/, '')
        .replace(/-+$/, '');
}

/** Reading time in minutes (docs/SPEC.md §5): content length divided by 1000, rounded up. */
export function readingTimeMinutes(content: string): number {
  return Math.ceil(content.length / READING_CHARS_PER_MINUTE);
}

/** The slug a post gets: the one given, else one built from the title. */
export function slugOf(input: { slug?: string | null; title: string }): string {
  return input.slug?.trim() || slugify(input.title);
}

const COVER_IMAGE_ERROR =
  'The cover image must be a web address starting with https:// or http://, or one of your pictures (its /media/ address from Images).';
const webAddress = z.url({ protocol: /^https?$/ });

const required = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`),
});

/** Optional text: trimmed, and empty means none (the editor sends null, docs/SPEC.md §5). */
const optionalText = (what: string, max: number) =>
  z
    .string({ error: `The ${what.toLowerCase()} must be text.` })
    .trim()
    .max(max, `Keep the ${what.toLowerCase()} to ${max} characters or fewer.`)
    .nullable()
    .optional()
    .transform((value) => value || null);

const isIsoDate = (value: string) =>
  z.iso.date().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success;

export const blogPostInput = z
  .strictObject({
    title: z
      .string(required('The title'))
      .trim()
      .min(1, 'The title is required.')
      .max(BLOG_LIMITS.title, `Keep the title to ${BLOG_LIMITS.title} characters or fewer.`),
    /** Empty or left out: built from the title. */
    slug: z
      .string({ error: 'The slug must be text.' })
      .trim()
      .max(BLOG_LIMITS.slug, `Keep the slug to ${BLOG_LIMITS.slug} characters or fewer.`)
      .refine(
        (slug) => slug === '' || SLUG_PATTERN.test(slug),
        'Use only lower-case letters, digits and single hyphens in the slug, like my-first-post.',
      )
      .nullable()
      .optional(),
    excerpt: optionalText('Excerpt', BLOG_LIMITS.excerpt),
    content: z
      .string(required('The content'))
      .max(BLOG_LIMITS.content, `Keep the content to ${BLOG_LIMITS.content} characters or fewer.`)
      .refine((content) => content.trim() !== '', 'The content is required.'),
    // One of her pictures by its site path (`/media/…`, as Images lists them), or any web address.
    coverImage: z
      .string({ error: COVER_IMAGE_ERROR })
      .trim()
      .max(BLOG_LIMITS.url, `Keep the cover image address to ${BLOG_LIMITS.url} characters or fewer.`)
      .refine((value) => isMediaPath(value) || webAddress.safeParse(value).success, COVER_IMAGE_ERROR)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    category: optionalText('Category', BLOG_LIMITS.category),
    tags: z
      .array(
        z
          .string({ error: 'Each tag must be text.' })
          .trim()
          .min(1, 'Tags cannot be empty.')
          .max(BLOG_LIMITS.tag, `Keep each tag to ${BLOG_LIMITS.tag} characters or fewer.`),
        { error: 'Tags must be a list of words.' },
      )
      .max(BLOG_LIMITS.tags, `Use at most ${BLOG_LIMITS.tags} tags.`)
      .optional()
      .transform((tags) => [...new Set(tags ?? [])]),
    isPublished: z
      .boolean({ error: 'Published must be on or off (true or false).' })
      .optional()
      .transform((value) => value ?? false),
    isFeatured: z
      .boolean({ error: 'Featured must be on or off (true or false).' })
      .optional()
      .transform((value) => value ?? false),
    publishedDate: z
      .string({ error: 'The published date must be a date like 2025-07-26.' })
      .refine(isIsoDate, 'The published date must be an ISO date like 2025-07-26 (or a full ISO date-time).')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    if (!input.slug && input.title && !slugify(input.title)) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: 'The title has no letters or digits to build a slug from: please enter a slug.',
      });
    }
  });
export type BlogPostInput = z.input<typeof blogPostInput>;
export type ValidBlogPostInput = z.output<typeof blogPostInput>;

export const blogPost = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  /** The Markdown the author wrote. */
  content: z.string(),
  /** The content rendered to sanitized HTML: what the public page and the editor's preview show. */
  contentHtml: z.string(),
  coverImage: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  /** As the author entered it (ISO date or date-time), or null: the list then uses createdAt. */
  publishedDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: z.string(),
  /** `readingTimeMinutes(content)`. */
  readingTimeMinutes: z.number().int(),
});
export type BlogPost = z.infer<typeof blogPost>;

/**
 * A card of the public list: the post without its body (one fetch per page stays small), plus
 * `description`: the excerpt, else the first characters of the content as plain text.
 */
export const blogPostSummary = blogPost.omit({ content: true, contentHtml: true }).extend({ description: z.string() });
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogSlugParams = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(BLOG_LIMITS.slug * 2),
});
export const blogIdParams = z.strictObject({ id: z.string().min(1).max(100) });

export const blogPreviewInput = z.strictObject({
  content: z
    .string(required('The content'))
    .max(BLOG_LIMITS.content, `Keep the content to ${BLOG_LIMITS.content} characters or fewer.`),
});
export const blogPreview = z.object({ html: z.string() });

export const blogMessage = z.object({ message: z.string() });
