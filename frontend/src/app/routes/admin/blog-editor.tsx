import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { BlogPost } from '@contract/blog';
import { AdminLoading } from '@frontend/components/admin-list';
import { QueryState } from '@frontend/components/query-state';
import { adminBlogPostsQuery, DeletePostButton, PostEditor, adminBlogText } from '@frontend/features/blog';

const LIST_PATH = '/admin';

/** `/admin/blog/new` and `/admin/blog/{id}/edit`: the post editor. */
export function Component() {
  const { id } = useParams();
  if (!id) return <PostEditor />;
  return <EditPost id={id} />;
}

/** An existing post, found in the administration list (which holds every post with its Markdown). */
function EditPost({ id }: { id: string }) {
  const posts = useQuery(adminBlogPostsQuery());
  return (
    <QueryState
      query={posts}
      pending={<AdminLoading>{adminBlogText.loading}</AdminLoading>}
      error={(error) => (
        <div role="alert" className="rounded-lg border border-red-900/70 bg-red-950/40 p-6 text-parchment-200">
          <p className="font-medium">{adminBlogText.loadError}</p>
          <p className="mt-1 text-sm text-parchment-400">{error.message}</p>
          <button
            type="button"
            onClick={() => void posts.refetch()}
            className="mt-3 text-sm text-ember-300 underline underline-offset-4"
          >
            {adminBlogText.tryAgain}
          </button>
        </div>
      )}
    >
      {(all) => <EditFound post={all.find((candidate) => candidate.id === id)} />}
    </QueryState>
  );
}

function EditFound({ post }: { post: BlogPost | undefined }) {
  if (!post) {
    return (
      <div role="status" className="rounded-lg border border-ink-800 bg-ink-900/50 p-6">
        <p className="text-parchment-200">{adminBlogText.editor.notFound}</p>
        <Link to={LIST_PATH} className="mt-3 inline-block text-sm text-ember-300 underline underline-offset-4">
          {adminBlogText.editor.backToPosts}
        </Link>
      </div>
    );
  }
  return (
    <PostEditor key={post.id} original={post} actions={<DeletePostButton post={post} afterDelete={LIST_PATH} />} />
  );
}
