import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { BlogPost } from '@contract/blog';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { adminBlogPostsQuery } from '../../api';
import { formatPostDate, postDate } from '../../format';
import { adminBlogText as text } from '../texts';
import { StatusBadges } from './status-badges';
import { AdminEmptyState, AdminListCard, AdminQueryList } from '@frontend/components/admin-list';
import { AdminPage } from '@frontend/components/admin-page-header';
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
  return (
    <AdminListCard
      headingId={`admin-post-${post.id}`}
      title={post.title}
      actions={
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
      }
    >
      <p className="text-sm break-all text-parchment-400">
        <time dateTime={postDate(post)}>{formatPostDate(postDate(post))}</time> · /blog/{post.slug}
      </p>
      <StatusBadges isPublished={post.isPublished} isFeatured={post.isFeatured} />
    </AdminListCard>
  );
}

/** The blog administration (docs/SPEC.md §2): every post, drafts included, newest first. */
export function AdminPostList() {
  const posts = useQuery(adminBlogPostsQuery());
  const empty = (
    <AdminEmptyState
      heading={text.emptyHeading}
      text={text.emptyText}
      action={{ to: NEW_POST_PATH, label: text.createFirst }}
    />
  );
  const actions = (
    <div className="flex flex-wrap items-center gap-3">
      <Link to="/admin/downloads" className={buttonStyles.secondary}>
        {text.downloadsLink}
      </Link>
      <Link to={NEW_POST_PATH} className={buttonStyles.primary}>
        {text.newPost}
      </Link>
    </div>
  );
  return (
    <AdminPage id="admin-blog-heading" title={text.heading} intro={text.intro} layout="list" actions={actions}>
      <AdminQueryList query={posts} texts={text} empty={empty} entry={(post) => <PostRow post={post} />} />
    </AdminPage>
  );
}
