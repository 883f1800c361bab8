import { uiText } from '@content/site';
import type { BlogPostSummary } from '@contract/blog';
import { buttonStyles } from '@frontend/components/buttons';
import { SectionLink } from '@frontend/components/nav/section-link';
import { PostCard } from './post-card';

/**
 * The blog list's markup without its data source: the browser renders it from the list query,
 * and the `/blog` function renders the very same markup into the page's first HTML
 * (frontend/src/ssr/blog-list.tsx), so the page hydrates without a shift. No hooks but the
 * router's, no browser globals.
 */

/** docs/SPEC.md §9: three skeleton cards while the list loads. */
export const BLOG_SKELETON_CARDS = 3;

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

function PostCardSkeleton() {
  return (
    <div
      data-testid="blog-skeleton"
      className="animate-pulse overflow-hidden rounded-lg border border-ink-800 bg-ink-900/40"
    >
      <div className="aspect-video w-full bg-ink-800" />
      <div className="space-y-3 p-5 sm:p-6">
        <div className="h-3 w-24 rounded bg-ink-800" />
        <div className="h-7 w-4/5 rounded bg-ink-800" />
        <div className="h-3 w-1/2 rounded bg-ink-800" />
        <div className="h-3 w-full rounded bg-ink-800" />
        <div className="h-3 w-5/6 rounded bg-ink-800" />
        <div className="h-4 w-20 rounded bg-ink-800" />
      </div>
    </div>
  );
}

/** What the list shows while it loads (and what a prerendered `/blog` holds until its function fills it). */
export function BlogListPending() {
  return (
    <div aria-busy="true" aria-live="polite" className={gridClass}>
      <span className="sr-only">Loading blog posts…</span>
      {Array.from({ length: BLOG_SKELETON_CARDS }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}

function EmptyBlog() {
  const { emptyHeading, emptyText, emptyLink } = uiText.blog;
  return (
    <div className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-12 text-center">
      <h2 className="font-display text-3xl text-parchment-100">{emptyHeading}</h2>
      <p className="mx-auto mt-3 max-w-md text-parchment-300">{emptyText}</p>
      <SectionLink to={emptyLink.href} className={`mt-6 ${buttonStyles.primary}`}>
        {emptyLink.label}
      </SectionLink>
    </div>
  );
}

/** The published posts, newest first (as the API orders them), or the empty state. */
export function BlogListView({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return <EmptyBlog />;
  return (
    <ul className={gridClass}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
