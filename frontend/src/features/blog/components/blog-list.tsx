import { useQuery } from '@tanstack/react-query';
import { uiText } from '@content/ui-text';
import { LoadError } from '@frontend/components/load-error';
import { blogPostsQuery } from '../api';
import { BlogListPending, BlogListView } from './blog-list-view';

export { BLOG_SKELETON_CARDS } from './blog-list-view';

/** The published posts with their loading and error states (the first HTML usually brings the data: ssr/blog-list.tsx). */
export function BlogList() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(blogPostsQuery());
  if (isPending) return <BlogListPending />;
  if (isError)
    return (
      <LoadError
        title={uiText.blog.loadError}
        detail={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return <BlogListView posts={data} />;
}
