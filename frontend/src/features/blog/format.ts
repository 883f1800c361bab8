/**
 * Small display helpers shared by the list, the post page and the admin list. No contract values
 * are imported here (only types elsewhere), so the reader bundle does not carry zod.
 */

/** The instant a post is dated by, as the server orders posts: its published date, else its creation. */
export function postDate(post: { publishedDate: string | null; createdAt: string }): string {
  return post.publishedDate ?? post.createdAt;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "July 26, 2025". A bare `YYYY-MM-DD` is that day (read as UTC, so no time zone moves it a day back). */
export function formatPostDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/**
 * The text of the server's sanitized post HTML, whitespace collapsed: the meta description's
 * fallback when a post has no excerpt (docs/SPEC.md §5), without the Markdown syntax of `content`.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
