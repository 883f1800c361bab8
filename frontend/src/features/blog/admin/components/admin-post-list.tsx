import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { BlogPost } from '@contract/blog';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { adminBlogPostsQuery } from '../../api';
import { formatPostDate, postDate } from '../../format';
import { adminBlogText as text } from '../texts';
import { StatusBadges } from './status-badges';
import { LoadError } from '@frontend/components/load-error';
import { toast } from '@frontend/components/toast';
import { useEmailPost } from '../use-post-mutations';

export const NEW_POST_PATH = '/admin/blog/new';
export const editPostPath = (id: string) => `/admin/blog/${encodeURIComponent(id)}/edit`;

/** "Email this post": a newsletter draft of the post, opened for the author to review and send. */
function EmailPostButton({ post }: { post: BlogPost }) {
  const navigate = useNavigate();
  const make = useEmailPost();
  const emailPost = () =>
    make.mutate(post.id, {
      onSuccess: (campaign) => void navigate(`/admin/newsletters/${encodeURIComponent(campaign.id)}`),
      onError: (error) => toast({ title: text.emailPostFailed, description: error.message, variant: 'destructive' }),
    });
  return (
    <button
      type="button"
      onClick={emailPost}
      disabled={make.isPending}
      className={`${textLinkStyle} disabled:opacity-60`}
    >
      {make.isPending ? text.emailingPost : text.emailPost}
      <span className="sr-only">: {post.title}</span>
    </button>
  );
}

function PostRow({ post }: { post: BlogPost }) {
  const headingId = `admin-post-${post.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <h3 id={headingId} className="font-display text-lg break-words text-parchment-100">
          {post.title}
        </h3>
        <p className="text-sm break-all text-parchment-400">
          <time dateTime={postDate(post)}>{formatPostDate(postDate(post))}</time> · /blog/{post.slug}
        </p>
        <StatusBadges isPublished={post.isPublished} isFeatured={post.isFeatured} />
      </div>
      <div className="flex shrink-0 items-center gap-4 text-sm">
        {/* A draft has no public page yet, so only published posts can be viewed. */}
        {post.isPublished ? (
          <Link to={`/blog/${post.slug}`} className={textLinkStyle}>
            {text.view}
            <span className="sr-only">: {post.title}</span>
          </Link>
        ) : null}
        {post.isPublished ? <EmailPostButton post={post} /> : null}
        <Link to={editPostPath(post.id)} className={textLinkStyle}>
          {text.edit}
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

function EmptyPosts() {
  return (
    <div className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-10 text-center">
      <h3 className="font-display text-2xl text-parchment-100">{text.emptyHeading}</h3>
      <p className="mt-2 text-sm text-parchment-300">{text.emptyText}</p>
      <Link to={NEW_POST_PATH} className={`mt-6 ${buttonStyles.primary}`}>
        {text.createFirst}
      </Link>
    </div>
  );
}

function PostsBody() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(adminBlogPostsQuery());
  if (isPending) {
    return (
      <p aria-busy="true" aria-live="polite" className="py-10 text-center text-parchment-400">
        {text.loading}
      </p>
    );
  }
  if (isError) {
    return (
      <LoadError title={text.loadError} detail={error.message} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  if (data.length === 0) return <EmptyPosts />;
  return (
    <ul className="space-y-3">
      {data.map((post) => (
        <li key={post.id}>
          <PostRow post={post} />
        </li>
      ))}
    </ul>
  );
}

/** The blog administration (docs/SPEC.md §2): every post, drafts included, newest first. */
export function AdminPostList() {
  return (
    <section aria-labelledby="admin-blog-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="admin-blog-heading" className="font-display text-2xl text-parchment-100">
            {text.heading}
          </h2>
          <p className="mt-1 text-sm text-parchment-400">{text.intro}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/downloads" className={buttonStyles.secondary}>
            {text.downloadsLink}
          </Link>
          <Link to={NEW_POST_PATH} className={buttonStyles.primary}>
            {text.newPost}
          </Link>
        </div>
      </div>
      <div className="mt-6">
        <PostsBody />
      </div>
    </section>
  );
}
