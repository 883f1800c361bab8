import { readingTimeMinutes, type BlogPost, type BlogPostSummary, type ValidBlogPostInput } from '../../contract/blog';
import { META_DESCRIPTION_LENGTH } from '../../contract/constants';
import { postDate, type PostRecord } from '../../entities/blog-post';
import { markdownToPlainText, renderMarkdown } from './render-markdown';
import type { SiteOf } from '../seo/head-tags';

export { postDate, type PostRecord };

/** Newest first, as every list shows posts. */
export const newestFirst = (a: PostRecord, b: PostRecord) =>
  postDate(b).localeCompare(postDate(a)) || b.id.localeCompare(a.id);

export function newRecord(
  input: ValidBlogPostInput,
  fields: { id: string; slug: string; createdAt: string; updatedAt: string; version: number },
): PostRecord {
  const { title, excerpt, content, coverImage, category, tags, isPublished, isFeatured, publishedDate } = input;
  return { ...fields, title, excerpt, content, coverImage, category, tags, isPublished, isFeatured, publishedDate };
}

/** Markdown read to make a description: enough for 160 characters of text, cheap on a long post. */
const DESCRIPTION_SOURCE_CHARS = 20 * META_DESCRIPTION_LENGTH;

/** The meta description (docs/SPEC.md §5): the excerpt, else the first 160 characters of the content as plain text. */
export function postDescription(post: Pick<PostRecord, 'excerpt' | 'content'>): string {
  if (post.excerpt?.trim()) return post.excerpt.trim();
  const start = markdownToPlainText(post.content.slice(0, DESCRIPTION_SOURCE_CHARS));
  const text = start.length >= META_DESCRIPTION_LENGTH ? start : markdownToPlainText(post.content);
  return text.slice(0, META_DESCRIPTION_LENGTH).trim();
}

function common(record: PostRecord, author: string) {
  const { version: _version, content: _content, ...fields } = record;
  return { ...fields, author, readingTimeMinutes: readingTimeMinutes(record.content) };
}

/** The post as the API returns it, by her (`site.name`), rendered now so a stricter sanitizer applies to every post at once. */
export function toBlogPost(record: PostRecord, site: SiteOf): BlogPost {
  return {
    ...common(record, site.name),
    content: record.content,
    contentHtml: renderMarkdown(record.content, site.siteUrl),
  };
}

export function toBlogPostSummary(record: PostRecord, site: SiteOf): BlogPostSummary {
  return { ...common(record, site.name), description: postDescription(record) };
}
