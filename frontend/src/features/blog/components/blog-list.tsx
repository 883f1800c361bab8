import { useQuery } from '@tanstack/react-query';
import { uiText } from '@content/ui-text';
import { QueryState } from '@frontend/components/query-state';
import { blogPostsQuery } from '../api';
import { BlogListPending, BlogListView } from './blog-list-view';

export { BLOG_SKELETON_CARDS } from './blog-list-view';

/** The published posts with their loading and error states (the first HTML usually brings the data: ssr/blog-list.tsx). */
export function BlogList() {
  const posts = useQuery(blogPostsQuery());
  return (
    <QueryState query={posts} pending={<BlogListPending />} error={uiText.blog.loadError}>
      {(data) => <BlogListView posts={data} />}
    </QueryState>
  );
}
