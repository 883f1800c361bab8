import { uiText } from '@content/ui-text';
import { formatPostDate, postDate } from '../format';

interface BylinePost {
  publishedDate: string | null;
  createdAt: string;
  author: string;
  readingTimeMinutes: number;
}

/** "July 26, 2025 · By Rowan Ashcroft · 3 min read" (date, author, reading time: docs/SPEC.md §2). */
export function PostByline({ post, className = '' }: { post: BylinePost; className?: string }) {
  const date = postDate(post);
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-parchment-400 ${className}`}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>
        {uiText.blog.by} {post.author}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {post.readingTimeMinutes} {uiText.blog.minRead}
      </span>
    </p>
  );
}
