import { Link } from 'react-router-dom';
import { uiText } from '@content/ui-text';
import type { BlogPostSummary } from '@contract/blog';
import { textLinkStyle } from '@frontend/components/buttons';
import { PostByline } from './post-byline';
import { PostCover } from './post-cover';
import { PostTags } from './post-tags';

/** A card of the blog list (docs/SPEC.md §2): cover, date, author, reading time, category, title, excerpt, tags, Read More. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const headingId = `post-${post.id}`;
  const href = `/blog/${post.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-ink-800 bg-ink-900/60"
    >
      {post.coverImage ? <PostCover src={post.coverImage} alt="" /> : null}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs tracking-[0.2em] text-ember-400 uppercase">
          {post.category ? <span>{post.category}</span> : null}
          {post.isFeatured ? (
            <span className="rounded-full bg-ember-600 px-2.5 py-0.5 tracking-normal text-white normal-case">
              {uiText.blog.featured}
            </span>
          ) : null}
        </div>
        <h2 id={headingId} className="font-display text-2xl leading-tight text-parchment-100">
          <Link to={href} className="hover:text-ember-300">
            {post.title}
          </Link>
        </h2>
        <PostByline post={post} />
        {/* The excerpt, else the opening of the post as plain text (the API's `description`). */}
        <p className="text-parchment-300">{post.excerpt ?? post.description}</p>
        <PostTags tags={post.tags} />
        <p className="mt-auto pt-2">
          <Link to={href} className={`text-sm font-medium ${textLinkStyle}`}>
            {uiText.blog.readMore}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
