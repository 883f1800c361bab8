import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { pageTitle } from '@content/site';
import { uiText } from '@content/ui-text';
import { buttonStyles } from '../../components/buttons';
import { useAuthorName } from '@frontend/lib/site-content';
import { PageMeta } from '../../components/page-meta';
import { blogPostQuery, BackToBlog, BlogPostSkeleton, BlogPostView, PostNotFound } from '@frontend/features/blog';

/** `/blog/{slug}`: one published post, Post Not Found for a draft or unknown slug. */
export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const name = useAuthorName();
  const { data: post, isPending, isError, error, refetch, isFetching } = useQuery(blogPostQuery(slug));

  if (isPending) return <BlogPostSkeleton />;
  if (isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <PageMeta
          meta={{
            title: pageTitle(uiText.blog.heading, name),
            description: error.message,
            canonical: `/blog/${slug}`,
            noindex: true,
          }}
        />
        <BackToBlog />
        <div role="alert" className="mt-6 rounded-lg border border-red-900/70 bg-red-950/40 p-6 text-parchment-200">
          <p className="font-medium">{uiText.blog.loadPostError}</p>
          <p className="mt-1 text-sm text-parchment-400">{error.message}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className={`mt-4 ${buttonStyles.secondary} disabled:opacity-60`}
          >
            {isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      </section>
    );
  }
  if (!post) return <PostNotFound slug={slug} />;
  return <BlogPostView post={post} />;
}
