import { AUTHOR_NAME } from '../../../content/author';
import { readingTimeMinutes, type BlogPost, type BlogPostSummary, type ValidBlogPostInput } from '../../contract/blog';
import { META_DESCRIPTION_LENGTH } from '../../contract/constants';
import { blogPostKey, blogPublishedIndexKey } from '../../lib/keys';
import { markdownToPlainText, renderMarkdown } from './render-markdown';

/** A post as stored: the author's fields, its slug and times, and a version for safe concurrent edits. */
export interface PostRecord {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  coverImage: string | null;
  category: string | null;
  tags: string[];
  isPublished: boolean;
  isFeatured: boolean;
  publishedDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every write; a write expecting another version lost a race and is refused. */
  version: number;
}

/** The instant a post is dated by: its published date (a bare date is midnight UTC), else its creation. */
export function postDate(post: Pick<PostRecord, 'publishedDate' | 'createdAt'>): string {
  if (!post.publishedDate) return post.createdAt;
  return /^\d{4}-\d{2}-\d{2}$/.test(post.publishedDate) ? `${post.publishedDate}T00:00:00.000Z` : new Date(post.publishedDate).toISOString();
}

/** Newest first, as every list shows posts. */
export const newestFirst = (a: PostRecord, b: PostRecord) => postDate(b).localeCompare(postDate(a)) || b.id.localeCompare(a.id);

export function newRecord(input: ValidBlogPostInput, fields: { id: string; slug: string; createdAt: string; updatedAt: string; version: number }): PostRecord {
  const { title, excerpt, content, coverImage, category, tags, isPublished, isFeatured, publishedDate } = input;
  return { ...fields, title, excerpt, content, coverImage, category, tags, isPublished, isFeatured, publishedDate };
}

/** The table item: the post's key, and the published index's key only while it is published. */
export function toItem(record: PostRecord) {
  return {
    ...blogPostKey(record.id),
    type: 'BlogPost',
    ...record,
    ...(record.isPublished ? blogPublishedIndexKey(postDate(record), record.id) : {}),
  };
}

export function fromItem(item: Record<string, unknown>): PostRecord {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...record } = item;
  return record as unknown as PostRecord;
}

/** Markdown read to make a description: enough for 160 characters of text, cheap on a long post. */
const DESCRIPTION_SOURCE_CHARS = 20 * META_DESCRIPTION_LENGTH;

/** The meta description (SPEC §5): the excerpt, else the first 160 characters of the content as plain text. */
export function postDescription(post: Pick<PostRecord, 'excerpt' | 'content'>): string {
  if (post.excerpt?.trim()) return post.excerpt.trim();
  const start = markdownToPlainText(post.content.slice(0, DESCRIPTION_SOURCE_CHARS));
  const text = start.length >= META_DESCRIPTION_LENGTH ? start : markdownToPlainText(post.content);
  return text.slice(0, META_DESCRIPTION_LENGTH).trim();
}

function common(record: PostRecord) {
  const { version: _version, content: _content, ...fields } = record;
  return { ...fields, author: AUTHOR_NAME, readingTimeMinutes: readingTimeMinutes(record.content) };
}

/** The post as the API returns it, rendered now so a stricter sanitizer applies to every post at once. */
export function toBlogPost(record: PostRecord): BlogPost {
  return { ...common(record), content: record.content, contentHtml: renderMarkdown(record.content) };
}

export function toBlogPostSummary(record: PostRecord): BlogPostSummary {
  return { ...common(record), description: postDescription(record) };
}
