import { blogPostInput, slugify, type BlogPost, type BlogPostInput } from '@contract/blog';
import { schemaFieldErrors, type FieldErrors as FieldErrorsOf } from '@frontend/lib/field-errors';

/**
 * The editor's form: what the inputs hold (all text, tags as one comma-separated line), how that
 * becomes the request body (docs/SPEC.md §5), and field messages from the contract's own schema, so the
 * browser says exactly what the API would.
 */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImage: string;
  category: string;
  tags: string;
  isPublished: boolean;
  isFeatured: boolean;
  /** `YYYY-MM-DD` (a date input) or empty. */
  publishedDate: string;
}

export type PostField = keyof PostFormValues;
export type FieldErrors = FieldErrorsOf<PostField>;

/** The order fields appear in, so the first invalid one can take the focus. */
export const FIELD_ORDER: PostField[] = [
  'title',
  'slug',
  'excerpt',
  'content',
  'coverImage',
  'category',
  'tags',
  'publishedDate',
  'isPublished',
  'isFeatured',
];

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  coverImage: '',
  category: '',
  tags: '',
  isPublished: false,
  isFeatured: false,
  publishedDate: '',
};

export function formFromPost(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    coverImage: post.coverImage ?? '',
    category: post.category ?? '',
    tags: post.tags.join(', '),
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
    publishedDate: post.publishedDate?.slice(0, 10) ?? '',
  };
}

/** docs/SPEC.md §5: comma-separated, each trimmed, empty ones dropped. */
export function parseTags(line: string): string[] {
  return line
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The slug the post will get: the one typed, else the one built from the title (docs/SPEC.md §5). */
export function effectiveSlug(values: Pick<PostFormValues, 'slug' | 'title'>): string {
  return values.slug.trim() || slugify(values.title);
}

const orNull = (text: string) => text.trim() || null;

/**
 * The request body. Empty excerpt, cover image, category and published date are sent as null
 * (docs/SPEC.md §5). A date-time the post already had is kept while its day is left unchanged (the date
 * input shows only the day).
 */
export function toPostInput(values: PostFormValues, original?: BlogPost): BlogPostInput {
  const keepsOriginalDate = original?.publishedDate && original.publishedDate.slice(0, 10) === values.publishedDate;
  return {
    title: values.title.trim(),
    slug: effectiveSlug(values) || null,
    excerpt: orNull(values.excerpt),
    content: values.content,
    coverImage: orNull(values.coverImage),
    category: orNull(values.category),
    tags: parseTags(values.tags),
    isPublished: values.isPublished,
    isFeatured: values.isFeatured,
    publishedDate: keepsOriginalDate ? original.publishedDate : values.publishedDate || null,
  };
}

/** The contract's checks, run in the browser before sending. */
export const validatePostInput = (input: BlogPostInput): FieldErrors =>
  schemaFieldErrors(blogPostInput, input, FIELD_ORDER);
