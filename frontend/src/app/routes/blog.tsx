import { uiText } from '@content/ui-text';
import { ListPage } from '../../components/list-page';
import { BlogList } from '@frontend/features/blog';

/** `/blog`: the published posts. */
export function BlogPage() {
  return (
    <ListPage path="/blog" text={uiText.blog}>
      <BlogList />
    </ListPage>
  );
}
