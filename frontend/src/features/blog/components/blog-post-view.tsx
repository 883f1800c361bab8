import { Link } from 'react-router-dom';
import { blogPostMeta } from '@content/page-table';
import { uiText } from '@content/ui-text';
import type { BlogPost } from '@contract/blog';
import { textLinkStyle } from '@frontend/components/buttons';
import { PageMeta } from '@frontend/components/page-meta';
import { BusyRegion, SkeletonBars } from '@frontend/components/skeleton';
import { htmlToPlainText } from '../format';
import { PostByline } from './post-byline';
import { PostContent } from './post-content';
import { PostCover } from './post-cover';
import { PostTags } from './post-tags';

export function BackToBlog() {
  return (
    <Link to="/blog" className={`text-sm ${textLinkStyle}`}>
      <span aria-hidden="true">← </span>
      {uiText.blog.backToBlog}
    </Link>
  );
}

/** The full post (docs/SPEC.md §2): its own title, description and canonical, then the article. */
export function BlogPostView({ post }: { post: BlogPost }) {
  // The description is plain text: the excerpt, else the rendered post's text (never raw Markdown).
  const meta = blogPostMeta(
    { ...post, excerpt: post.excerpt?.trim() || htmlToPlainText(post.contentHtml) },
    post.author,
  );
  return (
    <>
      <PageMeta meta={meta} />
      <BlogPostArticle post={post} />
    </>
  );
}

/** The article alone: what the `/blog/{slug}` function writes into the page (its head tags are the server's). */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  return (
    <article aria-labelledby="post-title" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <BackToBlog />
      <header className="mt-6">
        {post.category ? <p className="text-xs tracking-[0.3em] text-ember-400 uppercase">{post.category}</p> : null}
        <h1 id="post-title" className="mt-2 font-display text-3xl leading-tight text-parchment-100 sm:text-5xl">
          {post.title}
        </h1>
        <PostByline post={post} className="mt-4" />
      </header>
      {post.coverImage ? <PostCover src={post.coverImage} alt={post.title} eager className="mt-8 rounded-lg" /> : null}
      <PostContent html={post.contentHtml} className="mt-8" />
      {post.tags.length ? (
        <footer className="mt-10 border-t border-ink-800 pt-6">
          <PostTags tags={post.tags} />
        </footer>
      ) : null}
    </article>
  );
}

/** The post's shape: back link, category, title, byline, cover and three lines of text. */
const POST_BARS = [
  'h-4 w-28 rounded',
  'h-3 w-24 rounded',
  'h-10 w-4/5 rounded',
  'h-4 w-1/2 rounded',
  'aspect-video w-full rounded-lg',
  'h-4 w-full rounded',
  'h-4 w-11/12 rounded',
  'h-4 w-5/6 rounded',
];

/** The post page while the post loads: the article's shape, announced as busy. */
export function BlogPostSkeleton() {
  return (
    <BusyRegion label="Loading the post…" className="mx-auto max-w-3xl animate-pulse px-4 py-10 sm:py-14">
      <div data-testid="post-skeleton" className="space-y-4">
        <SkeletonBars bars={POST_BARS} />
      </div>
    </BusyRegion>
  );
}
