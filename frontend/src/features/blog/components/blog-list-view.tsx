import { uiText } from '@content/ui-text';
import type { BlogPostSummary } from '@contract/blog';
import { buttonStyles } from '@frontend/components/buttons';
import { SectionLink } from '@frontend/components/nav/section-link';
import { BusyRegion, CardSkeletons, type CardSkeletonLayout } from '@frontend/components/skeleton';
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

/** A post card's placeholder: cover, then category, title, byline, two lines of excerpt and the read link. */
const POST_CARD_SKELETON: CardSkeletonLayout = {
  frame: 'animate-pulse overflow-hidden rounded-lg border border-ink-800 bg-ink-900/40',
  media: 'aspect-video w-full bg-ink-800',
  body: 'space-y-3 p-5 sm:p-6',
  bars: [
    'h-3 w-24 rounded',
    'h-7 w-4/5 rounded',
    'h-3 w-1/2 rounded',
    'h-3 w-full rounded',
    'h-3 w-5/6 rounded',
    'h-4 w-20 rounded',
  ],
};

/** What the list shows while it loads (and what a prerendered `/blog` holds until its function fills it). */
export function BlogListPending() {
  return (
    <BusyRegion label="Loading blog posts…" className={gridClass}>
      <CardSkeletons count={BLOG_SKELETON_CARDS} testId="blog-skeleton" layout={POST_CARD_SKELETON} />
    </BusyRegion>
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
